import type { CreditAnalysis } from '@app/contracts/credit-analysis.contract';
import type { CreditIssueType } from '@app/contracts/credit-issues.contract';
import { reportableUntil } from '@app/contracts/dispute-letter-fit';
import { type SimulatorAction, simulateScore } from '@app/contracts/score-simulator';
import { longDate } from '../us-english';
import type { CreditFileSummary } from './credit-file-summary';
import { countOf, creditorsOf, listInWords } from './item-counts';

type Recommendation = CreditAnalysis['recommendations'][number];

// Without a score the simulator's industry averages still size a step; 600 is only a base to add to.
function estimatedGain(summary: CreditFileSummary, action: SimulatorAction): string {
  const result = simulateScore(summary.score ?? 600, [action], summary.profile);
  const points = result.impacts[0]?.impact ?? 0;
  return `Estimated up to +${points} points (industry averages scaled to your report; not a promise)`;
}

/** "2 charge-offs and 1 repossession", naming only the kinds present. */
function countsOf(summary: CreditFileSummary, types: CreditIssueType[]): string {
  const present = types.filter((t) => summary.activeByType[t].length > 0);
  return listInWords(present.map((t) => countOf(t, summary.activeByType[t].length)));
}

const pointsCost = (items: readonly { impact: number }[]) =>
  items.reduce((sum, i) => sum + Math.abs(i.impact), 0);

/** Steps in the order they pay off most, each only when this person's file calls for it. */
export function recommendationsFor(summary: CreditFileSummary): Recommendation[] {
  const list: Recommendation[] = [];
  const by = summary.activeByType;
  const u = summary.utilizationPercent;

  if (summary.score === null) {
    list.push({
      action: 'Add your current credit report',
      priority: 'HIGH',
      expectedImpact: 'None by itself; it lets every other recommendation rest on your real file',
      timeframe: 'Today',
      steps: [
        'Get your free reports from all three bureaus at AnnualCreditReport.com',
        'Upload the report, or enter your score, utilization and account age',
        'Run this analysis again',
      ],
    });
  }
  if (summary.obsolete.length > 0) {
    const n = summary.obsolete.length;
    list.push({
      action: `Ask the bureaus to delete ${n} item${n === 1 ? '' : 's'} past the FCRA §605 reporting period`,
      priority: 'HIGH',
      expectedImpact: `These items cost an estimated ${pointsCost(summary.obsolete)} points together; an obsolete item may not be reported at all`,
      timeframe: '30 to 45 days (the reinvestigation period)',
      steps: [
        ...summary.obsolete.map(
          (i) =>
            `Dispute ${i.title} (${i.creditor}) as obsolete: reportable until ${longDate(reportableUntil(i.type, i.dateReported as string))}`,
        ),
        'Send each letter by certified mail to every bureau that still reports the item',
        'Check your report once the bureau has had 30 days from delivery',
      ],
    });
  }
  if (by.COLLECTION.length > 0) {
    list.push({
      action: `Validate, then dispute where warranted, your ${countOf('COLLECTION', by.COLLECTION.length)}`,
      priority: 'HIGH',
      expectedImpact: estimatedGain(summary, 'payOffCollections'),
      timeframe: '30 to 60 days',
      steps: [
        `Send a debt validation letter to ${creditorsOf(by.COLLECTION)} (FDCPA §809(b))`,
        'If a collector cannot validate a debt, or its details are wrong, dispute it with each bureau that reports it',
        'If a debt is valid, agree any payment arrangement in writing before you pay',
        'Keep copies and certified-mail receipts of everything you send',
      ],
    });
  }
  if (u !== null && u > 30) {
    list.push({
      action: `Pay revolving balances down from ${u}% of your limits to under 30%, then under 10%`,
      priority: 'HIGH',
      expectedImpact: estimatedGain(summary, 'lowerUtilization'),
      timeframe: '1 to 2 billing cycles',
      steps: [
        "List each card's balance and limit; pay first the card closest to its limit",
        'Pay before the statement closing date, so the lower balance is the one reported',
        'Ask your card issuers for a credit-limit increase that needs no hard inquiry',
        'Keep paid-off cards open: closing them lowers your available credit',
      ],
    });
  }
  if (by.LATE_PAYMENT.length > 0) {
    list.push({
      action: `Review your ${countOf('LATE_PAYMENT', by.LATE_PAYMENT.length)}: dispute any that are wrong, ask goodwill for paid ones`,
      priority: by.LATE_PAYMENT.length > 1 ? 'HIGH' : 'MEDIUM',
      expectedImpact: estimatedGain(summary, 'removeLatePays'),
      timeframe: '30 to 90 days',
      steps: [
        `Check the late payments reported by ${creditorsOf(by.LATE_PAYMENT)} against your own statements`,
        'Dispute any late payment you did not make with the bureau (FCRA §611) and the creditor (FCRA §623)',
        'For an accurate late payment on an account now paid, send the creditor a goodwill request: a courtesy, not a dispute',
        'Set up automatic minimum payments so no new late payment is reported',
      ],
    });
  }
  const derogatory = [...by.CHARGE_OFF, ...by.REPOSSESSION, ...by.FORECLOSURE];
  if (derogatory.length > 0) {
    list.push({
      action: `Check the details of your ${countsOf(summary, ['CHARGE_OFF', 'REPOSSESSION', 'FORECLOSURE'])} for errors`,
      priority: 'MEDIUM',
      expectedImpact: `They cost an estimated ${pointsCost(derogatory)} points; only inaccurate or unverifiable details can be corrected or removed`,
      timeframe: '30 to 45 days',
      steps: [
        `Compare the balance, status and dates reported by ${creditorsOf(derogatory)} with your records`,
        'Dispute anything inaccurate with the bureau, and directly with the creditor',
        'If the balance is owed, a settled or paid status reads better to lenders than an unpaid one',
      ],
    });
  }
  const records = [...by.PUBLIC_RECORD, ...by.BANKRUPTCY];
  if (records.length > 0) {
    list.push({
      action: `Verify the dates and status of your ${countsOf(summary, ['PUBLIC_RECORD', 'BANKRUPTCY'])}`,
      priority: 'MEDIUM',
      expectedImpact: 'Depends on what is wrong; accurate records stay for 7 years (bankruptcies 10)',
      timeframe: '30 to 45 days',
      steps: [
        'Check the filing date, status and amount against the court record',
        'Dispute with the bureau anything that is inaccurate or outdated',
      ],
    });
  }
  if (u !== null && u > 10 && u <= 30) {
    list.push({
      action: `Bring utilization from ${u}% to under 10%`,
      priority: 'LOW',
      expectedImpact: estimatedGain(summary, 'lowerUtilization'),
      timeframe: '1 to 2 billing cycles',
      steps: ['Pay balances before the statement closing date', 'Keep older cards open and lightly used'],
    });
  }
  if (by.INQUIRY.length > 0) {
    list.push({
      action: `Dispute only the hard inquiries you did not authorize (${by.INQUIRY.length} on your report)`,
      priority: 'LOW',
      expectedImpact:
        'A few points each; inquiries count for 12 months and leave your report after two years',
      timeframe: '30 days',
      steps: [
        `Match each inquiry (${creditorsOf(by.INQUIRY)}) to an application you made`,
        'Dispute with the bureau only those you did not authorize (FCRA §604)',
        'If someone applied in your name, place a fraud alert or a credit freeze',
      ],
    });
  }
  if (summary.thinFile) {
    list.push({
      action: 'Open a secured credit card to build your file',
      priority: 'MEDIUM',
      expectedImpact: estimatedGain(summary, 'addSecuredCard'),
      timeframe: 'About 6 months of on-time use',
      steps: [
        'Choose a secured card that reports to all three bureaus and has no annual fee',
        'Put one small recurring bill on it and pay the statement in full each month',
        'Keep its balance under 10% of the limit',
      ],
    });
  }
  list.push({
    action: 'Keep every account paid on time',
    priority: 'LOW',
    expectedImpact: 'Protects your score: payment history is 35% of it',
    timeframe: 'Ongoing',
    steps: [
      'Set up automatic minimum payments on every account',
      'Check your reports every few months for new errors',
    ],
  });
  // Stable sort: within a priority, the order above (largest typical gain first) stands.
  return list.sort((a, b) => priorityRank[a.priority] - priorityRank[b.priority]);
}

const priorityRank = { HIGH: 0, MEDIUM: 1, LOW: 2 } as const;
