import type { CreditCard } from '@app/contracts/utilization.contract';
import { describe, expect, it } from 'vitest';
import { utilizationAlertsFor } from './utilization-alert-rules';

const card = (id: string, balance: number, limit: number, dueDate: string | null = null): CreditCard => ({
  id,
  source: 'ADDED',
  cardName: id,
  bank: 'Bank',
  currentBalance: balance,
  creditLimit: limit,
  interestRate: null,
  dueDate,
});
const today = '2026-03-10';

describe('utilizationAlertsFor', () => {
  it('raises 30% (MEDIUM) and 50% (HIGH) per card with the amount that brings it under 30%', () => {
    const fired = utilizationAlertsFor(
      [card('a', 300_00, 1000_00), card('b', 500_00, 1000_00), card('c', 299_00, 1000_00)],
      today,
    );
    expect(fired.map((f) => [f.ruleKey, f.urgency, f.suggestedAmountCents])).toEqual([
      ['card-30:a', 'MEDIUM', 10_00],
      ['card-50:b', 'HIGH', 210_00],
      ['overall-30', 'HIGH', 229_00],
    ]);
  });

  it('raises the overall rule only over 30%, not at it', () => {
    expect(
      utilizationAlertsFor([card('a', 150_00, 1000_00), card('b', 450_00, 1000_00)], today).map(
        (f) => f.ruleKey,
      ),
    ).toEqual(['card-30:b']);
  });

  it('raises a due date today to 3 days ahead, CRITICAL within a day, never one past or further off', () => {
    const keys = (due: string) =>
      utilizationAlertsFor([card('a', 10_00, 1000_00, due)], today).map((f) => [f.urgency, f.message]);
    expect(keys('2026-03-10')).toEqual([['CRITICAL', 'a payment is due today (2026-03-10).']]);
    expect(keys('2026-03-11')[0]?.[0]).toBe('CRITICAL');
    expect(keys('2026-03-13')).toEqual([['HIGH', 'a payment is due in 3 days (2026-03-13).']]);
    expect(keys('2026-03-14')).toEqual([]);
    expect(keys('2026-03-09')).toEqual([]);
    expect(utilizationAlertsFor([card('a', 0, 1000_00, today)], today)).toEqual([]);
  });
});
