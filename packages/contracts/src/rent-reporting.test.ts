import { describe, expect, it } from 'vitest';
import { estimatedPoints, rentCostBenefit, thinFilePoints } from './rent-reporting';
import { findRentService, rentReportingServices } from './rent-reporting-services';

const service = (id: string) => {
  const s = findRentService(id);
  if (!s) throw new Error(id);
  return s;
};

describe('rent reporting estimate and cost-benefit', () => {
  it('a thinner file gains more points, never past the 20-point scale', () => {
    expect([null, 0, 2, 4, 9].map(thinFilePoints)).toEqual([20, 20, 15, 10, 5]);
    expect(estimatedPoints(0, ['EXPERIAN', 'EQUIFAX', 'TRANSUNION'])).toBe(20);
    expect(estimatedPoints(0, ['EXPERIAN'])).toBe(7);
    expect(estimatedPoints(3, ['EQUIFAX', 'TRANSUNION'])).toBe(7);
    // A bureau counts once however many services report to it.
    expect(estimatedPoints(3, ['EQUIFAX', 'EQUIFAX', 'TRANSUNION'])).toBe(7);
  });

  it('sums fees: monthly, setup, first year, cost per point', () => {
    const cb = rentCostBenefit([service('RentReporters'), service('experian-boost')], 3);
    expect(cb.totalMonthlyCost).toBe(9_95);
    expect(cb.setupCost).toBe(94_95);
    expect(cb.firstYearCost).toBe(94_95 + 12 * 9_95);
    // Equifax, TransUnion and Experian: all three bureaus, 10 points for 3 open accounts.
    expect(cb.estimatedScoreIncrease).toBe(10);
    expect(cb.costPerPoint).toBe(Math.round((94_95 + 12 * 9_95) / 10));
    expect(cb.breakEvenTimeline).toBe(
      'Worth it if a better rate or approval saves you more than $214.35 in the first year',
    );
  });

  it('free services cost nothing to recover; no choice gives zeros', () => {
    expect(rentCostBenefit([service('Experian Boost')], null)).toMatchObject({
      firstYearCost: 0,
      estimatedScoreIncrease: 7,
      costPerPoint: 0,
      breakEvenTimeline: 'Free: nothing to recover',
    });
    expect(rentCostBenefit([], 2)).toMatchObject({
      firstYearCost: 0,
      estimatedScoreIncrease: 0,
      costPerPoint: null,
    });
  });

  it('finds a service by key or by name, and every website is https', () => {
    expect(findRentService('rentreporters')?.name).toBe('RentReporters');
    expect(findRentService(' Rental Kharma ')?.id).toBe('rental-kharma');
    expect(findRentService('Nope')).toBeUndefined();
    for (const s of rentReportingServices) expect(s.website).toMatch(/^https:\/\//);
  });
});
