import { describe, expect, it } from 'vitest';
import { type ReportFacts, recommendedActions } from './recommended-actions';

const facts: ReportFacts = {
  score: 600,
  utilizationRate: 0.5,
  accountAgeMonths: 60,
  activeLatePayments: 0,
  activeCollections: 0,
  revolving: null,
  openAccounts: null,
};

describe('recommended credit-building actions', () => {
  it('names the card furthest over 30% and the amount to pay it down', () => {
    const [action] = recommendedActions({
      ...facts,
      revolving: [
        { creditor: 'Chase', accountNumberLast4: '1234', balanceCents: 180_000, creditLimitCents: 200_000 },
        { creditor: 'Discover', accountNumberLast4: '9876', balanceCents: 40_000, creditLimitCents: 100_000 },
      ],
      openAccounts: 4,
    });
    // 1800 − 30% of 2000 = 1200 on the Chase card.
    expect(action?.type).toBe('UTILIZATION_REDUCTION');
    expect(action?.title).toBe('Pay $1,200.00 on your Chase card ending 1234');
  });

  it('recommends a secured card for a thin file and nothing for a healthy one', () => {
    expect(
      recommendedActions({ ...facts, utilizationRate: 0.1, openAccounts: 2 }).map((a) => a.type),
    ).toEqual(['SECURED_CARD']);
    expect(recommendedActions({ ...facts, utilizationRate: 0.1, openAccounts: 5 })).toEqual([]);
  });

  it('gives late payments and collections their simulator impact', () => {
    const actions = recommendedActions({
      ...facts,
      utilizationRate: 0.2,
      activeLatePayments: 2,
      activeCollections: 1,
    });
    expect(actions.map((a) => [a.type, a.potentialImpact])).toEqual([
      ['PAYMENT_HISTORY', 50],
      ['COLLECTIONS', 25],
    ]);
  });
});
