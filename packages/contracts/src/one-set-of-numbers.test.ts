import { describe, expect, it } from 'vitest';
import type { CreditIssueStatus, CreditIssueType } from './credit-issues.contract';
import { countDisputes, disputeCountKinds } from './dispute-counts';
import { creditRatingFor, scoreBand } from './score';
import { creditProfileOf, projectScore, simulateScore } from './score-simulator';

describe('scoreBand, the one label next to a score', () => {
  it.each([
    [300, 'POOR', 'red'],
    [579, 'POOR', 'red'],
    [580, 'FAIR', 'yellow'],
    [618, 'FAIR', 'yellow'],
    [669, 'FAIR', 'yellow'],
    [670, 'GOOD', 'blue'],
    [739, 'GOOD', 'blue'],
    [740, 'VERY GOOD', 'green'],
    [799, 'VERY GOOD', 'green'],
    [800, 'EXCELLENT', 'green'],
    [850, 'EXCELLENT', 'green'],
  ])('%i reads %s (%s)', (score, label, color) => {
    expect(scoreBand(score)).toEqual({ label, color });
  });

  it('is not the stored creditRating of client creation, which keeps the spec’s own thresholds', () => {
    // The case of the issue: 618 is FAIR on every screen, though the stored rating says POOR.
    expect(scoreBand(618).label).toBe('FAIR');
    expect(creditRatingFor(618)).toBe('POOR');
  });
});

const item = (type: CreditIssueType, status: CreditIssueStatus = 'ACTIVE') => ({ type, status });

describe('the simulator and the AI analysis’s projection share one model', () => {
  const items = [
    item('COLLECTION'),
    item('COLLECTION', 'DISPUTED'),
    item('CHARGE_OFF'),
    item('COLLECTION', 'RESOLVED'),
    item('LATE_PAYMENT', 'DISPUTED'),
    item('INQUIRY'),
  ];
  const report = { utilizationRate: 0.45, accountAgeMonths: 60 };

  it('counts the items still on the file, a disputed one included', () => {
    expect(creditProfileOf(items, report)).toEqual({
      collections: 3,
      latePayments: 1,
      utilizationRate: 0.45,
      accountAgeMonths: 60,
    });
    expect(creditProfileOf([], null)).toEqual({ collections: 0, latePayments: 0 });
  });

  it('projects, as its high end, exactly what the simulator shows for the same steps', () => {
    const profile = creditProfileOf(items, report);
    const projection = projectScore(618, profile);
    expect(projection?.actions).toEqual(['payOffCollections', 'lowerUtilization', 'removeLatePays']);
    const simulated = simulateScore(618, projection?.actions ?? [], profile);
    expect(projection?.high).toBe(simulated.simulatedScore);
    expect(projection?.low).toBeGreaterThan(618);
    expect(projection?.low).toBeLessThan(simulated.simulatedScore);
  });

  it('adds the secured card only for a thin file, and projects nothing when nothing fits', () => {
    const thin = creditProfileOf([], { utilizationRate: 0.05, accountAgeMonths: 10 });
    expect(projectScore(640, thin)).toEqual({
      actions: ['addSecuredCard'],
      low: 648,
      high: simulateScore(640, ['addSecuredCard'], thin).simulatedScore,
    });
    expect(
      projectScore(700, creditProfileOf([], { utilizationRate: 0.05, accountAgeMonths: 60 })),
    ).toBeNull();
  });
});

describe('countDisputes says what it counts', () => {
  it('counts letters awaiting mailing within those in progress; answered ones in neither', () => {
    const counts = countDisputes([
      { status: 'PENDING' },
      { status: 'SENT' },
      { status: 'DELIVERED' },
      { status: 'FOLLOW_UP_REQUIRED' },
      { status: 'RESOLVED' },
      { status: 'REJECTED' },
    ]);
    expect(counts).toEqual({ total: 6, awaitingMailing: 1, inProgress: 4 });
    expect(disputeCountKinds.awaitingMailing.label).toBe('Awaiting mailing');
    expect(disputeCountKinds.inProgress.label).toBe('In progress');
  });
});
