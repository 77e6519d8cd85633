import { describe, expect, it } from 'vitest';
import {
  activeNegotiationCount,
  consolidationEstimate,
  incomeDrivenEstimate,
  loanProgressPercent,
  totalNegotiatedSavings,
  weightedInterestRate,
} from './student-loan-figures';

const loan = (loanBalance: string, interestRate: string, monthlyPayment: string, federal = true) => ({
  loanBalance,
  interestRate,
  monthlyPayment,
  loanType: federal ? ('FEDERAL' as const) : ('PRIVATE' as const),
  status: 'ACTIVE',
});

describe('student loan figures', () => {
  it('weights the interest rate by balance', () => {
    // (10000 × 4 + 30000 × 8) / 40000 = 7
    expect(
      weightedInterestRate([loan('10000.00', '4.00', '100.00'), loan('30000.00', '8.00', '300.00')]),
    ).toBe(7);
    expect(weightedInterestRate([])).toBe(0);
    expect(weightedInterestRate([loan('0.00', '5.00', '0.00')])).toBe(0);
  });

  it('estimates consolidation at 15% of the monthly total, rounded down, with two loans or more', () => {
    expect(consolidationEstimate([loan('1', '1', '215.00'), loan('1', '1', '190.50')])).toBe(60); // 60.825
    expect(consolidationEstimate([loan('1', '1', '500.00')])).toBeNull();
  });

  it('measures progress as 1 minus balance over original, N/A without an original', () => {
    expect(loanProgressPercent('7500.00', '10000.00')).toBe(25);
    expect(loanProgressPercent('12000.00', '10000.00')).toBe(0);
    expect(loanProgressPercent('7500.00', null)).toBeNull();
  });

  it('sums savings of completed negotiations only and counts the open ones', () => {
    const negotiations = [
      { status: 'COMPLETED', savingsAchieved: '45.50' },
      { status: 'COMPLETED', savingsAchieved: '20.00' },
      { status: 'IN_PROGRESS', savingsAchieved: null },
    ];
    expect(totalNegotiatedSavings(negotiations)).toBe(65.5);
    expect(activeNegotiationCount(negotiations)).toBe(1);
  });

  it('estimates an income-driven payment from income above 150% of the poverty guideline', () => {
    // Household of 2: guideline 21150, × 1.5 = 31725; 51725 − 31725 = 20000; 10% / 12 = 166.67 → 166.
    const estimate = incomeDrivenEstimate(
      [loan('30000', '5', '400.00'), loan('9000', '9', '150', false)],
      51_725,
      2,
    );
    expect(estimate).toEqual({
      discretionaryIncome: 20_000,
      estimatedMonthlyPayment: 166,
      currentFederalPayment: 400,
      estimatedMonthlySavings: 234,
    });
    expect(incomeDrivenEstimate([loan('1', '1', '100')], 500_000, 1)?.estimatedMonthlyPayment).toBe(100);
    expect(incomeDrivenEstimate([loan('1', '1', '100', false)], 10_000, 1)).toBeNull();
  });
});
