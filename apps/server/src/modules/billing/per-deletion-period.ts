import { bureauLabel } from '@app/contracts/bureaus';
import type { ConfirmedDeletion } from '../dispute-outcomes/ledger-deletions';
import { type BillingPeriod, type BillingTimeline, servicesInPeriod } from './billing-cycle';

/** A line already on an invoice: the ledger entry it bills and, for a credit, the deletion given back. */
export interface BilledLine {
  kind: 'DELETION' | 'CREDIT';
  outcomeId: number;
  creditedOutcomeId: number | null;
  amountCents: number;
}

export interface NewInvoiceLine {
  kind: 'DELETION' | 'CREDIT';
  outcomeId: number;
  creditedOutcomeId: number | null;
  description: string;
  amountCents: number;
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
/** A calendar day (yyyy-mm-dd) in words, the same wherever the server runs. */
const dayInWords = (day: string) => longDate.format(new Date(`${day}T12:00:00Z`));

const itemName = (d: ConfirmedDeletion) =>
  `${d.item.creditor}${d.item.accountLast4 ? ` ••${d.item.accountLast4}` : ''} at ${bureauLabel[d.bureau]}`;

/**
 * A per-deletion plan's lines for one period that has ended, in arrears.
 * - A deletion is billed in the period the ledger recorded it in (after the cancellation window,
 *   before any cancellation took effect), at the plan's price, once: never one already on an invoice.
 * - Only deletions seen on a report are given (the view leaves out a bureau's answer letters), so
 *   nothing is billed before the deletion shows on a credit report.
 * - A deletion undone by a reinsertion recorded before the period ends is not billed.
 * - A reinsertion recorded by the period's end that undid a deletion billed earlier gives its price
 *   back as a credit line, once; credits are taken only against this period's deletions, so an
 *   invoice never goes below nothing and a credit not yet used waits for a later one.
 * A period with no deletion to bill makes no lines, and so no invoice.
 */
export function perDeletionLines(input: {
  timeline: BillingTimeline;
  period: BillingPeriod;
  deletions: readonly ConfirmedDeletion[];
  billed: readonly BilledLine[];
  priceCents: number;
}): NewInvoiceLine[] {
  const { period } = input;
  const billedDeletions = new Map(
    input.billed.filter((l) => l.kind === 'DELETION').map((l) => [l.outcomeId, l.amountCents]),
  );
  const credited = new Set(input.billed.map((l) => l.creditedOutcomeId));
  const undoneInTime = (d: ConfirmedDeletion) =>
    d.reinsertion !== null && d.reinsertion.recordedAt < period.end;

  const inPeriod = servicesInPeriod(
    input.timeline,
    period,
    input.deletions.map((d) => ({ ...d, at: d.recordedAt })),
  );
  const charges: NewInvoiceLine[] = inPeriod
    .filter((d) => !billedDeletions.has(d.id) && !undoneInTime(d))
    .map((d) => ({
      kind: 'DELETION',
      outcomeId: d.id,
      creditedOutcomeId: null,
      description: `Deleted: ${itemName(d)} (seen on the report of ${dayInWords(d.observedOn)})`,
      amountCents: input.priceCents,
    }));
  if (charges.length === 0) return [];

  let total = charges.reduce((sum, l) => sum + l.amountCents, 0);
  const credits: NewInvoiceLine[] = [];
  for (const d of input.deletions) {
    const paid = billedDeletions.get(d.id);
    if (paid === undefined || !d.reinsertion || !undoneInTime(d) || credited.has(d.id)) continue;
    if (paid > total) continue;
    total -= paid;
    credits.push({
      kind: 'CREDIT',
      outcomeId: d.reinsertion.id,
      creditedOutcomeId: d.id,
      description: `Credit: ${itemName(d)} was reported again (seen on the report of ${dayInWords(d.reinsertion.observedOn)}); its deletion, billed earlier, is refunded`,
      amountCents: -paid,
    });
  }
  return [...charges, ...credits];
}
