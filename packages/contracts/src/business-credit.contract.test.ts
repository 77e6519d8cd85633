import { describe, expect, it } from 'vitest';
import { businessCreditEligibilityFor } from './business-credit.contract';

describe('businessCreditEligibilityFor', () => {
  it('is eligible at 680, with progress score ÷ 680 capped at 100 and points remaining 680 − score', () => {
    expect(businessCreditEligibilityFor(612, null)).toMatchObject({
      eligible: false,
      progressPercent: 90,
      pointsRemaining: 68,
    });
    expect(businessCreditEligibilityFor(679, null)).toMatchObject({
      eligible: false,
      progressPercent: 100,
      pointsRemaining: 1,
    });
    expect(businessCreditEligibilityFor(680, null)).toMatchObject({
      eligible: true,
      progressPercent: 100,
      pointsRemaining: 0,
    });
    expect(businessCreditEligibilityFor(790, null)).toMatchObject({
      eligible: true,
      progressPercent: 100,
      pointsRemaining: 0,
    });
  });

  it('claims nothing without a score', () => {
    expect(businessCreditEligibilityFor(null, null)).toMatchObject({
      eligible: false,
      progressPercent: 0,
      score: null,
    });
  });
});
