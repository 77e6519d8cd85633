import { describe, expect, it } from 'vitest';
import { checkTestCard, passesLuhn } from './test-cards';

const now = new Date('2026-11-22T00:00:00Z');
const card = (cardNumber: string, expYear = 2030, expMonth = 12) =>
  checkTestCard({ cardNumber, expMonth, expYear }, now);

describe('built-in processor card rules', () => {
  it('accepts only the documented test numbers, spaced or not', () => {
    expect(card('4242 4242 4242 4242')).toEqual({
      ok: true,
      outcome: 'succeeds',
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    });
    expect(card('4000000000000002')).toMatchObject({ ok: true, outcome: 'declined' });
    expect(card('4000-0025-0000-3155')).toMatchObject({ ok: true, outcome: 'requires_authentication' });
  });
  it('refuses any other valid number with a message naming the test cards', () => {
    const r = card('5555555555554444');
    expect(r).toMatchObject({ ok: false, field: 'cardNumber' });
    expect(r.ok ? '' : r.message).toMatch(/4242 4242 4242 4242/);
  });
  it('Luhn-checks and refuses non-digits and expired cards', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(card('4242424242424241')).toMatchObject({ ok: false, message: 'This card number is not valid' });
    expect(card('abcd')).toMatchObject({ ok: false, field: 'cardNumber' });
    expect(card('4242424242424242', 2026, 10)).toMatchObject({ ok: false, field: 'expYear' });
    expect(card('4242424242424242', 2026, 11)).toMatchObject({ ok: true });
  });
});
