import { creditAnalysis } from '@app/contracts/credit-analysis.contract';
import { describe, expect, it } from 'vitest';
import type { CreditAnalysisFacts } from '../ai.port';
import { analyzeCreditFile } from './credit-analysis';

type Issue = CreditAnalysisFacts['issues'][number];
const issue = (over: Partial<Issue> & Pick<Issue, 'type' | 'creditor'>): Issue => ({
  title: `${over.type.toLowerCase()} from ${over.creditor}`,
  amount: null,
  impact: 20,
  status: 'ACTIVE',
  dateReported: '2023-05-01',
  ...over,
});

/** A rebuilding file: fair score, high utilization, young history, a mix of negatives, one already disputed. */
const rebuilding: CreditAnalysisFacts = {
  firstName: 'Jordan',
  report: { creditScore: 612, utilizationRate: 0.45, accountAgeMonths: 20 },
  scoreHistory: [
    { score: 612, recordedAt: '2026-10-01T00:00:00.000Z' },
    { score: 590, recordedAt: '2026-05-01T00:00:00.000Z' },
    { score: 601, recordedAt: '2026-07-01T00:00:00.000Z' },
  ],
  issues: [
    issue({
      type: 'COLLECTION',
      title: 'Medical collection',
      creditor: 'Midland Credit',
      amount: '1250.00',
      impact: 45,
    }),
    issue({ type: 'COLLECTION', title: 'Phone bill', creditor: 'ERC', amount: '310.00', impact: 30 }),
    issue({ type: 'COLLECTION', title: 'Old gym', creditor: 'LVNV Funding', impact: 30, status: 'DISPUTED' }),
    issue({ type: 'LATE_PAYMENT', title: '30 days late', creditor: 'Capital One', impact: 25 }),
    issue({ type: 'LATE_PAYMENT', title: '60 days late', creditor: 'Discover', impact: 35 }),
    issue({
      type: 'INQUIRY',
      title: 'Hard inquiry',
      creditor: 'Synchrony',
      impact: 5,
      dateReported: '2026-02-01',
    }),
    issue({
      type: 'CHARGE_OFF',
      title: 'Charged-off card',
      creditor: 'Credit One',
      amount: '890.00',
      impact: 50,
    }),
    issue({ type: 'LATE_PAYMENT', title: 'Paid late', creditor: 'Chase', impact: 15, status: 'RESOLVED' }),
  ],
  disputes: [{ bureau: 'EXPERIAN', status: 'SENT', roundNumber: 1 }],
  targetScore: 700,
  today: '2026-11-22',
};

const clean: CreditAnalysisFacts = {
  firstName: 'Priya',
  report: { creditScore: 781, utilizationRate: 0.06, accountAgeMonths: 130 },
  scoreHistory: [
    { score: 790, recordedAt: '2026-06-01T00:00:00.000Z' },
    { score: 781, recordedAt: '2026-11-01T00:00:00.000Z' },
  ],
  issues: [],
  disputes: [],
  targetScore: null,
  today: '2026-11-22',
};

describe('built-in credit analysis', () => {
  it('describes a rebuilding file with its real figures', () => {
    const a = analyzeCreditFile(rebuilding);
    expect(creditAnalysis.safeParse(a).success).toBe(true);
    expect(a.analysis).toContain('Jordan, your score of 612 is in the FAIR band');
    expect(a.analysis).toContain(
      '6 active negative items: 2 collections, 1 charge-off, 2 late payments and 1 hard inquiry',
    );
    expect(a.analysis).toContain('1 more is under dispute');
    expect(a.analysis).toContain('45%');
    expect(a.analysis).toContain('up 22 points since May 1, 2026');
    expect(a.analysis).toContain('thin file');
  });

  it('names the costliest active items first, and never a resolved or disputed one', () => {
    const a = analyzeCreditFile(rebuilding);
    expect(a.priorityIssues[0]).toMatch(
      /^Charged-off card \(Credit One, \$890\.00\): costs an estimated 50 points/,
    );
    expect(a.priorityIssues[1]).toMatch(/^Medical collection \(Midland Credit, \$1,250\.00\)/);
    expect(a.priorityIssues).toHaveLength(5);
    expect(a.priorityIssues.join(' ')).not.toMatch(/LVNV|Chase/);
  });

  it('recommends the steps this file calls for, highest priority first', () => {
    const a = analyzeCreditFile(rebuilding);
    const actions = a.recommendations.map((r) => r.action);
    expect(actions).toContain('Validate, then dispute where warranted, your 2 collections');
    expect(actions).toContain(
      'Pay revolving balances down from 45% of your limits to under 30%, then under 10%',
    );
    expect(actions.some((x) => x.startsWith('Review your 2 late payments'))).toBe(true);
    expect(actions).toContain('Dispute only the hard inquiries you did not authorize (1 on your report)');
    expect(actions).toContain('Open a secured credit card to build your file');
    expect(actions.some((x) => x.includes('1 charge-off'))).toBe(true);
    const ranks = a.recommendations.map((r) => ({ HIGH: 0, MEDIUM: 1, LOW: 2 })[r.priority]);
    expect(ranks).toEqual([...ranks].sort());
    const validation = a.recommendations.find((r) => r.action.startsWith('Validate'));
    expect(validation?.steps[0]).toBe(
      'Send a debt validation letter to Midland Credit and ERC (FDCPA §809(b))',
    );
    for (const r of a.recommendations) expect(r.steps.length).toBeGreaterThan(0);
  });

  it('gives a dispute strategy sized to the counts', () => {
    const { disputeStrategy: s } = analyzeCreditFile(rebuilding);
    expect(s.collections).toMatch(/^You have 2 collections \(Midland Credit and ERC\)/);
    expect(s.collections).toContain('1 collection is already under dispute');
    expect(s.latePayments).toMatch(/^You have 2 late payments \(Discover and Capital One\)/);
    expect(s.latePayments).toContain('goodwill');
    expect(s.inquiries).toMatch(/^You have 1 hard inquiry \(Synchrony\)/);
  });

  it('projects a range from the simulator, as an estimate and never a promise', () => {
    const { scoreProjection } = analyzeCreditFile(rebuilding);
    const [, low, high] = /about (\d+) to (\d+)/.exec(scoreProjection) ?? [];
    expect(Number(low)).toBeGreaterThan(612);
    expect(Number(high)).toBeGreaterThan(Number(low));
    expect(Number(high)).toBeLessThanOrEqual(850);
    expect(scoreProjection).toMatch(/estimate/i);
    expect(scoreProjection).toContain('not a promise');
    expect(scoreProjection).not.toMatch(/guarantee/i);
    expect(scoreProjection).toContain('goal of 700');
  });

  it('says "none on your report" for a clean file and recommends no disputes', () => {
    const a = analyzeCreditFile(clean);
    expect(creditAnalysis.safeParse(a).success).toBe(true);
    expect(a.analysis).toContain('781 is in the VERY GOOD band');
    expect(a.analysis).toContain('no active negative items');
    expect(a.analysis).toContain('down 9 points since June 1, 2026');
    expect(a.priorityIssues).toEqual([]);
    for (const text of Object.values(a.disputeStrategy)) expect(text).toContain('none on your report');
    expect(a.recommendations.map((r) => r.action)).toEqual(['Keep every account paid on time']);
    expect(a.scoreProjection).toContain('nothing the simulator can act on');
  });

  it('flags items past the FCRA 605 reporting period', () => {
    const a = analyzeCreditFile({
      ...clean,
      issues: [
        issue({
          type: 'COLLECTION',
          title: 'Old collection',
          creditor: 'Cavalry',
          dateReported: '2018-03-01',
        }),
      ],
    });
    expect(a.analysis).toContain('1 of them looks older than FCRA §605 lets a bureau report');
    expect(a.recommendations[0]?.action).toBe(
      'Ask the bureaus to delete 1 item past the FCRA §605 reporting period',
    );
    // Seven years from 180 days after the delinquency began (FCRA 605(c)).
    expect(a.priorityIssues[0]).toContain('past its reporting period (August 28, 2025)');
  });

  it('without a report, says so and asks for one instead of guessing', () => {
    const a = analyzeCreditFile({ ...rebuilding, report: null, scoreHistory: [] });
    expect(creditAnalysis.safeParse(a).success).toBe(true);
    expect(a.analysis).toContain('there is no credit report on file yet');
    expect(a.analysis).toContain('Your records show 6 active negative items');
    expect(a.analysis).not.toMatch(/band|utilization is/);
    expect(a.recommendations[0]).toMatchObject({
      action: 'Add your current credit report',
      priority: 'HIGH',
    });
    expect(a.scoreProjection).toContain('No projection yet');
    expect(a.scoreProjection).not.toMatch(/\d/);
  });

  it('answers an empty file with nothing but the request for a report', () => {
    const a = analyzeCreditFile({ ...clean, firstName: ' ', report: null, scoreHistory: [], issues: [] });
    expect(creditAnalysis.safeParse(a).success).toBe(true);
    expect(a.analysis).toMatch(/^There is no credit report on file yet/);
    expect(a.priorityIssues).toEqual([]);
    expect(a.disputeStrategy.collections).toContain('none on your report');
  });
});
