import { describe, expect, it } from 'vitest';
import { assessLoanReadiness, debtToIncome } from './loan-readiness';
import type { LoanProfile } from './loan-readiness.contract';

const profile: LoanProfile = {
  annualIncome: 84_000_00,
  monthlyIncome: 0,
  monthlyDebtPayments: 1_400_00,
  savingsAmount: 12_000_00,
  checkingAmount: 3_000_00,
  investmentAmount: 0,
  otherAssetsValue: 0,
  monthlyRentMortgage: 1_500_00,
  employmentStatus: 'EMPLOYED',
  employmentLength: 30,
  jobTitle: 'Nurse',
  employer: 'General Hospital',
  hasOtherAssets: false,
  housingStatus: 'RENT',
  creditScore: 690,
  loanAmount: 250_000_00,
  downPayment: 25_000_00,
  loanType: 'MORTGAGE',
};

describe('debtToIncome', () => {
  it('divides monthly debt by monthly income, taking annual ÷ 12 when monthly is empty', () => {
    expect(debtToIncome(profile)).toBe(20);
    expect(debtToIncome({ ...profile, monthlyIncome: 5_000_00 })).toBe(28);
    expect(debtToIncome({ ...profile, annualIncome: 0 })).toBeNull();
  });
});

describe('assessLoanReadiness', () => {
  it('adds the five factors by their rules', () => {
    const a = assessLoanReadiness(profile);
    // DTI 20% → 30; 690 GOOD → 22; 10% down → 10; employed 30 months → 15; $15,000 ÷ $2,900 = 5.2 months → 7.
    expect(a.factors.map((f) => f.points)).toEqual([30, 22, 10, 15, 7]);
    expect(a.readinessScore).toBe(84);
    expect(a.approvalProbability).toBe(80);
    expect(a.estimatedRateRange).toEqual({ low: 675, high: 775 });
    expect(a.estimatedInterestRate).toBe(725);
    expect(a.aiInsights.timelineToQualification).toBe('Ready to apply now');
    expect(a.aiInsights.recommendedActions.map((r) => r.action)).toEqual([
      'Raise your credit score to 740 (50 points more): dispute inaccurate items and keep utilization under 10%',
      'Save $25,000 more to reach a 20% down payment',
    ]);
  });

  it('caps the approval estimate at 20% over 50% DTI and 25% under a 580 score, never under 5%', () => {
    expect(assessLoanReadiness({ ...profile, monthlyDebtPayments: 4_000_00 }).approvalProbability).toBe(20);
    expect(assessLoanReadiness({ ...profile, creditScore: 560 }).approvalProbability).toBe(25);
    const worst = assessLoanReadiness({
      ...profile,
      annualIncome: 0,
      creditScore: 300,
      downPayment: 0,
      employmentStatus: 'UNEMPLOYED',
      savingsAmount: 0,
      checkingAmount: 0,
    });
    expect(worst.readinessScore).toBe(0);
    expect(worst.approvalProbability).toBe(5);
    expect(worst.debtToIncomeRatio).toBeNull();
    expect(worst.aiInsights.concerns).toHaveLength(5);
    expect(worst.aiInsights.timelineToQualification).toBe('6 to 12 months');
  });

  it('asks no down payment of a personal loan and recommends cutting debt to 36%', () => {
    const a = assessLoanReadiness({
      ...profile,
      loanType: 'PERSONAL',
      downPayment: 0,
      monthlyDebtPayments: 3_000_00,
    });
    expect(a.factors[2]?.points).toBe(15);
    expect(a.debtToIncomeRatio).toBe(42.9);
    expect(a.aiInsights.recommendedActions[0]?.action).toBe(
      'Lower monthly debt payments by $480 to reach 36% debt-to-income',
    );
  });
});
