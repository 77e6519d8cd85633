import { billingMessages, testCards } from '@app/contracts/billing.contract';

export type TestCardOutcome = 'succeeds' | 'declined' | 'requires_authentication';

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

const outcomes: Record<string, TestCardOutcome> = {
  [testCards.succeeds]: 'succeeds',
  [testCards.declined]: 'declined',
  [testCards.requiresAuthentication]: 'requires_authentication',
};

/**
 * The built-in processor's card rules: only the documented test numbers, Luhn-checked, not expired.
 * Answers the outcome, or a message for the field at fault.
 */
export function checkTestCard(
  card: { cardNumber: string; expMonth: number; expYear: number },
  now: Date,
): { ok: true; outcome: TestCardOutcome; last4: string } | { ok: false; field: string; message: string } {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || !passesLuhn(digits))
    return { ok: false, field: 'cardNumber', message: billingMessages.cardInvalid };
  const outcome = outcomes[digits];
  if (!outcome) return { ok: false, field: 'cardNumber', message: billingMessages.cardRefused };
  const month = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (card.expYear * 12 + card.expMonth < month)
    return { ok: false, field: 'expYear', message: billingMessages.cardExpired };
  return { ok: true, outcome, last4: digits.slice(-4) };
}
