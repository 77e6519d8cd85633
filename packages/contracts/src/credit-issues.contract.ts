import { z } from 'zod';
import { bureau } from './bureau-enum';
import { moneyString } from './common/money-string';
import { issueFinding } from './report-findings';

export const creditIssueTypes = [
  'COLLECTION',
  'CHARGE_OFF',
  'LATE_PAYMENT',
  'INQUIRY',
  'PUBLIC_RECORD',
  'REPOSSESSION',
  'FORECLOSURE',
  'BANKRUPTCY',
] as const;
export const creditIssueType = z.enum(creditIssueTypes);
export type CreditIssueType = z.infer<typeof creditIssueType>;

export const creditIssueStatuses = ['ACTIVE', 'DISPUTED', 'RESOLVED'] as const;
export const creditIssueStatus = z.enum(creditIssueStatuses);
export type CreditIssueStatus = z.infer<typeof creditIssueStatus>;

/**
 * Where an item stands at one bureau, read from its open disputes: a letter merely drafted is not a
 * dispute yet; the item is in dispute there once the consumer has approved the letter.
 */
export const bureauDisputeStates = ['NOT_DISPUTED', 'DRAFTED', 'IN_DISPUTE'] as const;
export const bureauDisputeState = z.enum(bureauDisputeStates);
export type BureauDisputeState = z.infer<typeof bureauDisputeState>;
export const bureauStanding = z.object({
  bureau,
  state: bureauDisputeState,
  /** The date (YYYY-MM-DD) the letter was drafted, or approved for IN_DISPUTE; null when not disputed. */
  since: z.iso.date().nullable(),
});
export type BureauStanding = z.infer<typeof bureauStanding>;

export const creditIssue = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  type: creditIssueType,
  title: z.string(),
  description: z.string(),
  creditor: z.string(),
  /** Last four characters only; the full number is sealed at rest. */
  accountNumberLast4: z.string().nullable(),
  /** A public record's case or reference number (kept whole: court records are public); null otherwise. */
  caseNumber: z.string().nullish(),
  amount: moneyString.nullable(),
  /** When the item was first reported (date of first delinquency for negatives, inquiry date for inquiries). */
  dateReported: z.iso.date().nullable(),
  /** A collection's: the day (yyyy-mm-dd) the collector first contacted the consumer; null when not given. */
  collectorFirstContactOn: z.iso.date().nullable().default(null),
  dateAdded: z.string(),
  /** Estimated points this item costs the score. */
  impact: z.number().int(),
  bureaus: z.array(bureau),
  status: creditIssueStatus,
  /** Facts from the uploaded report that make the item disputable; letters cite them. */
  findings: z.array(issueFinding).default([]),
  /** One entry per bureau that reports the item (every bureau when none is known). */
  bureauStandings: z.array(bureauStanding).default([]),
});
export type CreditIssue = z.infer<typeof creditIssue>;

export const creditIssueList = z.array(creditIssue);
export type CreditIssueList = z.infer<typeof creditIssueList>;

/** People may only mark an issue resolved; admins may set any status. */
export const updateCreditIssueRequest = z.object({ status: creditIssueStatus }).strict();
export type UpdateCreditIssueRequest = z.infer<typeof updateCreditIssueRequest>;
export const creditIssueIdParams = z
  .object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
  .strict();
export type CreditIssueIdParams = z.infer<typeof creditIssueIdParams>;

/**
 * A debt collector must validate a debt the consumer disputes in writing within 30 days of its first
 * contact (FDCPA §809(b)), so the day of that contact decides whether a validation request is still
 * owed an answer. Only a collection has a collector; the day cannot be after today in the company's
 * calendar; null clears a day given by mistake.
 */
export const collectorFirstContactMessages = {
  notADate: 'Give the day as yyyy-mm-dd',
  missing: 'Choose the day the collector first contacted you',
  inFuture: 'The collector’s first contact cannot be after today',
  notACollection: 'Only a collection has a collector’s first contact, and this item is not a collection',
  /** The date field's label, by who fills it in. */
  labelForConsumer: 'When did the collector first contact you?',
  labelForStaff: 'When did the collector first contact the client?',
  saved: 'Saved: the suggestion now counts from that day.',
} as const;

const firstContactDay = z.iso.date({ error: collectorFirstContactMessages.notADate });

/** PUT /api/credit-issues/{id}/collector-first-contact: set (or, with null, clear) the day. */
export const setCollectorFirstContactRequest = z
  .object({ firstContactOn: firstContactDay.nullable() })
  .strict();
export type SetCollectorFirstContactRequest = z.infer<typeof setCollectorFirstContactRequest>;

/** The card's date field: its message while no day is chosen. */
export const collectorFirstContactForm = z.object({
  firstContactOn: z.string().min(1, collectorFirstContactMessages.missing).pipe(firstContactDay),
});
