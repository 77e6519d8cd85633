import { type BillingTiming, billingMessages } from '@app/contracts/billing.contract';
import { formatCents } from '@app/contracts/common/money';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
/** An instant from the server as a US long date ("March 5, 2026"). */
export const formatDay = (iso: string) => longDate.format(new Date(iso));
/** A calendar day (YYYY-MM-DD) as a US long date, without any time zone shift. */
export const formatCalendarDay = (day: string) => longDate.format(new Date(`${day}T12:00:00`));

/** The checkout's submit button: what happens when it is pressed, never 'Pay $x'. */
export function startPlanLabel(timing: BillingTiming, priceCents: number, interval: string) {
  return timing === 'arrears'
    ? billingMessages.arrearsLabel
    : `Start plan — ${formatCents(priceCents)} billed now, then each ${interval} in advance`;
}

/**
 * The plain-words rule of when money is taken (CROA 15 U.S.C. 1679b(b) for consumer plans); at
 * checkout it also says that nothing is taken today.
 */
export function chargeRule(
  timing: BillingTiming,
  priceCents: number,
  interval: string,
  at: 'checkout' | 'billing',
  pricePerDeletionCents: number | null = null,
) {
  if (pricePerDeletionCents !== null) {
    const rule = `you pay ${formatCents(pricePerDeletionCents)} for each negative item deleted, charged after the month in which the deletion shows on a credit report, and nothing else. An item that comes back in the same month costs nothing, and one billed that comes back later is credited.`;
    return at === 'checkout'
      ? `Nothing is charged today. Your card is saved, and ${rule}`
      : `${rule.charAt(0).toUpperCase()}${rule.slice(1)}`;
  }
  const price = formatCents(priceCents);
  if (timing === 'advance')
    return at === 'checkout'
      ? `This is a business plan, billed in advance: ${price} is charged when your card is saved, then at the start of each ${interval}.`
      : `This is a business plan, billed in advance: ${price} at the start of each ${interval}.`;
  const rule = `each ${interval} is billed ${price} after it ends, only if we performed services in it (at least one dispute letter mailed or one bureau response analysed). A ${interval} without services costs nothing.`;
  return at === 'checkout'
    ? `Nothing is charged today. Your card is saved, and ${rule}`
    : `${rule.charAt(0).toUpperCase()}${rule.slice(1)}`;
}
