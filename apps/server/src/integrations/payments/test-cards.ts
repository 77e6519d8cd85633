import { billingMessages, type TestCard } from '@app/contracts/billing.contract';
import type { TestCardCheck } from './payments.port';

/** Stripe's documented test cards (https://docs.stripe.com/testing) the built-in processor takes. */
export const stripeTestCards: readonly TestCard[] = [
  { number: '4242424242424242', outcome: 'succeeds' },
  { number: '4000000000000002', outcome: 'declined' },
  { number: '4000002500003155', outcome: 'requires_authentication' },
];

const spaced = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');
const cardRefused = `Test mode accepts only the documented test cards: ${stripeTestCards
  .map((c) => `${spaced(c.number)} (${c.outcome.replaceAll('_', ' ')})`)
  .join(', ')}`;

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

/**
 * The built-in processor's card rules: only the documented test numbers, Luhn-checked, not expired.
 * Answers the outcome and the card (Stripe's numbers above are all Visa), or a message for the
 * field at fault.
 */
export function checkTestCard(
  card: { cardNumber: string; expMonth: number; expYear: number },
  now: Date,
): TestCardCheck {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || !passesLuhn(digits))
    return { ok: false, field: 'cardNumber', message: billingMessages.cardInvalid };
  const outcome = stripeTestCards.find((c) => c.number === digits)?.outcome;
  if (!outcome) return { ok: false, field: 'cardNumber', message: cardRefused };
  const month = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (card.expYear * 12 + card.expMonth < month)
    return { ok: false, field: 'expYear', message: billingMessages.cardExpired };
  return {
    ok: true,
    outcome,
    card: { brand: 'visa', last4: digits.slice(-4), expMonth: card.expMonth, expYear: card.expYear },
  };
}
