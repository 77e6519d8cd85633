import { z } from 'zod';
import { bureau } from './bureaus';
import { disputeLetterType, disputeReason } from './dispute-letters.contract';

export const disputeStatuses = [
  'PENDING',
  'SENT',
  'DELIVERED',
  'FOLLOW_UP_REQUIRED',
  'RESOLVED',
  'REJECTED',
] as const;
export const disputeStatus = z.enum(disputeStatuses);
export type DisputeStatus = z.infer<typeof disputeStatus>;

export const letterLimits = { minLength: 200, maxLength: 20_000 } as const;
/** The bureau has 30 days from receiving a dispute (FCRA 611(a)(1)); the spec counts from creation until delivery is known. */
export const bureauResponseDays = 30;
export const followUpDays = 14;

export const dispute = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  issueId: z.number().int(),
  bureau,
  letterType: disputeLetterType,
  reason: disputeReason,
  letterContent: z.string(),
  status: disputeStatus,
  roundNumber: z.number().int(),
  dateSent: z.string().nullable(),
  expectedResponse: z.string(),
  actualResponse: z.string().nullable(),
  uspsTrackingNumber: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  followUpDate: z.string().nullable(),
  alertSent: z.boolean(),
  letterGenerated: z.boolean(),
  consumerApprovedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The issue as it stood, for lists that show what was disputed. */
  issueTitle: z.string(),
  creditor: z.string(),
});
export type Dispute = z.infer<typeof dispute>;
export const disputeList = z.array(dispute);

export const createDisputeRequest = z
  .object({
    /** Admins may file for a client; anyone else files for themselves (and may omit it). */
    userId: z.number().int().positive().optional(),
    issueId: z.number().int().positive(),
    bureau,
    letterType: disputeLetterType.default('BUREAU_DISPUTE'),
    reason: disputeReason,
    letterContent: z.string().trim().min(letterLimits.minLength).max(letterLimits.maxLength),
    /** Accepted for the spec's payload; the server sets the date itself. */
    expectedResponse: z.string().max(40).optional(),
    letterGenerated: z.boolean().default(false),
    /** The consumer's statement that they believe the item is inaccurate, incomplete or unverifiable. */
    attestation: z.literal(true, { error: 'Please confirm that you believe this item is inaccurate' }),
  })
  .strict();
export type CreateDisputeRequest = z.input<typeof createDisputeRequest>;

export const disputeIdParams = z
  .object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
  .strict();

export const disputeMessages = {
  created: 'Dispute letter created successfully',
  createFailed: 'Failed to create dispute',
  followUpDone: 'Follow-up Completed',
  followUpFailed: 'Failed to mark follow-up as completed',
} as const;
