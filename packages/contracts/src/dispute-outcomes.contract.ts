import { z } from 'zod';
import { bureau } from './bureau-enum';

/**
 * What a report comparison, a bureau's answer or the 30-day clock says became of an item at one
 * bureau. A change is always recorded; VERIFIED and NO_ANSWER close a letter that changed nothing.
 */
export const outcomeKinds = ['DELETED', 'UPDATED', 'VERIFIED', 'REINSERTED', 'NEW', 'NO_ANSWER'] as const;
export const outcomeKind = z.enum(outcomeKinds);
export type OutcomeKind = z.infer<typeof outcomeKind>;

/** The plain words people read for each outcome. */
export const outcomeKindLabels: Record<OutcomeKind, string> = {
  DELETED: 'Deleted',
  UPDATED: 'Updated',
  VERIFIED: 'Verified, unchanged',
  REINSERTED: 'Back after a deletion',
  NEW: 'Newly reported',
  NO_ANSWER: 'No answer in 30 days',
};

/** The facts of an item an UPDATED outcome names when they changed. */
export const outcomeFields = ['balance', 'status', 'dates', 'remarks'] as const;
export const outcomeField = z.enum(outcomeFields);
export type OutcomeField = z.infer<typeof outcomeField>;

export const outcomeFieldLabels: Record<OutcomeField, string> = {
  balance: 'balance',
  status: 'status',
  dates: 'dates',
  remarks: 'remarks',
};

/** One item as one bureau reports it: what the ledger compares from file to file. */
export const ledgerItem = z.object({
  bureau,
  creditor: z.string(),
  /** Last four digits only. */
  accountLast4: z.string().nullable(),
  /** The account's kind as reported ('Credit Card', 'Collection', a public record's kind). */
  accountType: z.string().nullable(),
  /** Cents; null when the report shows none. */
  balanceCents: z.number().int().nullable(),
  status: z.string().nullable(),
  /** yyyy-mm-dd */
  openedOn: z.string().nullable(),
  /** yyyy-mm-dd of the first delinquency (or the date the item was reported), when shown. */
  delinquentSince: z.string().nullable(),
  remarks: z.string().nullable(),
});
export type LedgerItem = z.infer<typeof ledgerItem>;

export const disputeOutcome = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  bureau,
  kind: outcomeKind,
  /** The item as the newer file shows it (as the older one did, for a deletion or no answer). */
  item: ledgerItem,
  /** The item as the older file showed it, for an update. */
  previous: ledgerItem.nullable(),
  changedFields: z.array(outcomeField),
  /** The letter that preceded the outcome, and its round; null when no letter did. */
  disputeId: z.number().int().nullable(),
  roundNumber: z.number().int().nullable(),
  /** A correction names the entry it corrects; the ledger is never edited. */
  correctsId: z.number().int().nullable(),
  /** The calendar day the outcome was seen (yyyy-mm-dd). */
  observedOn: z.string(),
  recordedAt: z.string(),
});
export type DisputeOutcome = z.infer<typeof disputeOutcome>;

export const disputeOutcomeList = z.object({ outcomes: z.array(disputeOutcome) });
export type DisputeOutcomeList = z.infer<typeof disputeOutcomeList>;
