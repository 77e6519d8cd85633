import { describe, expect, it } from 'vitest';
import { summarizeIncomeVerification } from './income-verification';
import type { TaxIntegration } from './tax-integrations.contract';

const integration = (over: Partial<TaxIntegration>): TaxIntegration => ({
  id: 1,
  taxSoftware: 'turbotax',
  taxYear: 2025,
  verificationStatus: 'VERIFIED',
  statusReason: '',
  source: 'simulated',
  lastUpdated: '2026-02-01T00:00:00.000Z',
  incomeVerification: {
    adjustedGrossIncome: 60_000_00,
    w2Income: 45_000_00,
    selfEmploymentIncome: 15_000_00,
    otherIncome: 0,
  },
  employmentVerification: null,
  ...over,
});

describe('summarizeIncomeVerification', () => {
  it('is null until a year is verified', () => {
    expect(summarizeIncomeVerification([], 50_000_00)).toBeNull();
    expect(summarizeIncomeVerification([integration({ verificationStatus: 'FAILED' })], null)).toBeNull();
  });

  it('takes the newest verified year: monthly income and the share of each source', () => {
    const s = summarizeIncomeVerification([integration({})], null);
    expect(s).toMatchObject({
      taxYear: 2025,
      verifiedIncome: 60_000_00,
      monthlyIncome: 5_000_00,
      previous: null,
      stated: null,
    });
    expect(s?.sources.map((x) => [x.key, x.percent])).toEqual([
      ['w2Income', 75],
      ['selfEmploymentIncome', 25],
      ['otherIncome', 0],
    ]);
  });

  it('compares with the year before, in percent with one decimal', () => {
    const before = integration({
      id: 2,
      taxYear: 2024,
      incomeVerification: {
        adjustedGrossIncome: 48_000_00,
        w2Income: 48_000_00,
        selfEmploymentIncome: 0,
        otherIncome: 0,
      },
    });
    expect(summarizeIncomeVerification([before, integration({})], null)?.previous).toEqual({
      taxYear: 2024,
      verifiedIncome: 48_000_00,
      changePercent: 25,
    });
  });

  it('uses the newest figures when two tools verified the same year', () => {
    const older = integration({ taxSoftware: 'hrblock', lastUpdated: '2026-01-01T00:00:00.000Z' });
    const newer = integration({
      lastUpdated: '2026-03-01T00:00:00.000Z',
      incomeVerification: {
        adjustedGrossIncome: 61_000_00,
        w2Income: 61_000_00,
        selfEmploymentIncome: 0,
        otherIncome: 0,
      },
    });
    expect(summarizeIncomeVerification([older, newer], null)?.verifiedIncome).toBe(61_000_00);
  });

  it('calls a stated salary within 10% of the verified income consistent, and one beyond it not', () => {
    expect(summarizeIncomeVerification([integration({})], 66_000_00)?.stated).toEqual({
      annualCents: 66_000_00,
      differenceCents: 6_000_00,
      differencePercent: 10,
      consistent: true,
    });
    expect(summarizeIncomeVerification([integration({})], 50_000_00)?.stated).toMatchObject({
      differencePercent: -16.7,
      consistent: false,
    });
    expect(summarizeIncomeVerification([integration({})], 0)?.stated).toBeNull();
  });
});
