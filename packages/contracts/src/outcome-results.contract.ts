import { z } from 'zod';
import { bureau } from './bureau-enum';

/**
 * What each letter achieved, shown to both sides: the consumer's item timeline, the monthly
 * proof-of-work report and the professional's results by bureau, creditor, letter type, round and
 * specialist.
 */

export const timelineEventKinds = ['LETTER', 'ANSWER', 'OUTCOME'] as const;
export type TimelineEventKind = (typeof timelineEventKinds)[number];

export const timelineEvent = z.object({
  kind: z.enum(timelineEventKinds),
  /** yyyy-mm-dd */
  on: z.string(),
  bureau: bureau.nullable(),
  roundNumber: z.number().int().nullable(),
  /** What happened, in plain words ("Deleted by Equifax", "Balance updated from $X to $Y"). */
  text: z.string(),
  /** The certified number of a mailed letter, and where the carrier tracks it. */
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  /** The score before and after an outcome: the readings either side of the day it was seen. */
  scoreChange: z.object({ from: z.number().int(), to: z.number().int() }).nullable(),
});
export type TimelineEvent = z.infer<typeof timelineEvent>;

export const itemTimeline = z.object({
  /** The negative item (credit issue) the letters were about; null for an item no letter named. */
  issueId: z.number().int().nullable(),
  creditor: z.string(),
  accountLast4: z.string().nullable(),
  /** Oldest first. */
  events: z.array(timelineEvent),
});
export type ItemTimeline = z.infer<typeof itemTimeline>;

export const outcomeTimeline = z.object({ items: z.array(itemTimeline) });
export type OutcomeTimeline = z.infer<typeof outcomeTimeline>;

/** `?month=yyyy-mm` of the proof-of-work report. */
export const proofOfWorkQuery = z
  .object({
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Choose a month as yyyy-mm')
      .optional(),
  })
  .strict();
export type ProofOfWorkQuery = z.infer<typeof proofOfWorkQuery>;

export const resultRow = z.object({
  /** The group's name in plain words ("Equifax", "Round 2", a creditor's name). */
  label: z.string(),
  /** Results of letters in this group: one per item and bureau a letter was about. */
  total: z.number().int(),
  deleted: z.number().int(),
  updated: z.number().int(),
  verified: z.number().int(),
  noAnswer: z.number().int(),
});
export type ResultRow = z.infer<typeof resultRow>;

export const outcomeResults = z.object({
  groups: z.object({
    bureau: z.array(resultRow),
    furnisher: z.array(resultRow),
    letterType: z.array(resultRow),
    round: z.array(resultRow),
    /** By the client's assigned specialist when the letter was drafted ("Unassigned" for none). */
    specialist: z.array(resultRow),
  }),
});
export type OutcomeResults = z.infer<typeof outcomeResults>;
