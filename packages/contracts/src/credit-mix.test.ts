import { describe, expect, it } from 'vitest';
import { analyseCreditMix, mixKindOf } from './credit-mix';

const account = (
  accountType: string,
  revolving: boolean,
  paymentStatus = 'Current',
  openedOn = '2020-03-01',
) => ({
  accountType,
  revolving,
  creditor: 'Lender',
  balanceCents: 100_00,
  paymentStatus,
  openedOn,
});

describe('credit mix', () => {
  it('classifies tradelines by kind and leaves collections out', () => {
    expect(mixKindOf({ accountType: 'Credit Card', revolving: true })).toBe('REVOLVING');
    expect(mixKindOf({ accountType: 'Auto Loan', revolving: false })).toBe('INSTALLMENT');
    expect(mixKindOf({ accountType: 'Conventional Mortgage', revolving: false })).toBe('MORTGAGE');
    expect(mixKindOf({ accountType: 'Charge Card', revolving: false })).toBe('OPEN');
    expect(mixKindOf({ accountType: 'Collection', revolving: false })).toBeNull();
  });

  it('scores 40/30/20/10 for kinds in good standing and targets the kinds a small product adds', () => {
    const a = analyseCreditMix(
      [account('Credit Card', true), account('Auto Loan', false, 'Charge-off')],
      '2026-03-01',
    );
    expect(a.currentMixScore).toBe(40);
    expect(a.recommendedProducts.map((p) => p.id)).toEqual(['CREDIT_BUILDER_LOAN']);
    expect(a.targetMixScore).toBe(70);
    expect(a.improvementPotential).toBe(30);
    expect(a.currentProducts.map((p) => p.status)).toEqual(['ACTIVE', 'DEROGATORY']);
    // Two accounts of 72 months: one new account makes the average 48.
    expect(a.riskAssessment).toContain('from 72 to about 48 months');
  });

  it('recommends both kinds to an empty file and carries the recorded intent date', () => {
    const a = analyseCreditMix([], '2026-03-01', { SECURED_CARD: '2026-02-20' });
    expect(a.currentMixScore).toBe(0);
    expect(a.targetMixScore).toBe(70);
    expect(a.recommendedProducts.find((p) => p.id === 'SECURED_CARD')?.intentRecordedOn).toBe('2026-02-20');
    expect(a.actionPlan[0]?.priority).toBe('HIGH');
  });
});
