import { z } from 'zod';
import { bureau } from './bureau-enum';
import { nextRoundKinds } from './next-round-words';

/**
 * The next round chosen from the history (issue 37): for each negative item at each bureau, at
 * most one suggestion of what to send next, with its reason in plain words. The words and the
 * kinds are in `next-round-words.ts` (zod-free, for the screens).
 */
export const nextRoundKind = z.enum(nextRoundKinds);

export const nextRoundSuggestion = z.object({
  issueId: z.number().int(),
  creditor: z.string(),
  accountLast4: z.string().nullable(),
  bureau,
  kind: nextRoundKind,
  /** The suggestion in a few words ("Ask Equifax how it verified"). */
  title: z.string(),
  /** Why, in plain words, from the item's history. */
  reason: z.string(),
  /** The letter "Draft this letter" writes; null for the complaint packet (the consumer files it). */
  letterType: z
    .enum(['METHOD_OF_VERIFICATION', 'FURNISHER_DIRECT', 'DEBT_VALIDATION', 'IDENTITY_THEFT_BLOCK'])
    .nullable(),
  /** The consumer sends it themselves (a creditor may ignore a dispute a credit repair company prepared). */
  consumerSends: z.boolean(),
  /** The letter goes to a creditor or collector, whose mailing address the person must give. */
  needsRecipientAddress: z.boolean(),
  /** A debt validation request waits for the day the collector first made contact. */
  needsFirstContactDate: z.boolean(),
});
export type NextRoundSuggestion = z.infer<typeof nextRoundSuggestion>;

export const nextRoundList = z.object({ suggestions: z.array(nextRoundSuggestion) });
export type NextRoundList = z.infer<typeof nextRoundList>;

/** POST /api/dispute-outcomes/{userId}/next-round/letter: draft the letter the item's suggestion names. */
export const draftNextRoundRequest = z
  .object({
    issueId: z.number().int().positive(),
    bureau,
    /** A creditor's or collector's mailing address, as the person has it (their letters only). */
    recipientAddress: z.string().trim().min(1).max(300).optional(),
  })
  .strict();
export type DraftNextRoundRequest = z.input<typeof draftNextRoundRequest>;

/** GET /api/dispute-outcomes/{userId}/next-round/complaint?issueId=&bureau= */
export const complaintPacketQuery = z
  .object({ issueId: z.coerce.number().int().positive(), bureau })
  .strict();
export type ComplaintPacketQuery = z.infer<typeof complaintPacketQuery>;
