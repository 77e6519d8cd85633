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

/** The consumer's own statement, shown beside the checkbox wherever a letter is approved. */
export const attestationMessages = {
  statement:
    'I believe this item is inaccurate, incomplete or unverifiable, and I approve this letter to be sent in my name',
  required: 'Please confirm that you believe this item is inaccurate',
} as const;

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
  trackingStatus: z.string().nullable(),
  /** 'simulated' tracking is shown with a 'Simulated' badge. */
  trackingSource: z.enum(['usps', 'simulated']).nullable(),
  deliveryDate: z.string().nullable(),
  followUpDate: z.string().nullable(),
  alertSent: z.boolean(),
  letterGenerated: z.boolean(),
  /** Null while a letter an admin drafted waits for the consumer's approval; nothing is mailed before. */
  consumerApprovedAt: z.string().nullable(),
  /** What the consumer asked to change in a drafted letter; cleared when the admin revises it. */
  changeRequest: z.string().nullable(),
  changeRequestedAt: z.string().nullable(),
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
    /**
     * The consumer's statement that they believe the item is inaccurate, incomplete or unverifiable.
     * Required when filing for oneself; a letter an admin drafts gets it at the consumer's approval.
     */
    attestation: z.literal(true, { error: attestationMessages.required }).optional(),
  })
  .strict();
export type CreateDisputeRequest = z.input<typeof createDisputeRequest>;

/** The consumer approves a letter drafted for them, attesting to it in their own name. */
export const approveDisputeRequest = z
  .object({ attest: z.literal(true, { error: attestationMessages.required }) })
  .strict();

export const changeRequestLimits = { maxLength: 2000 } as const;
export const disputeChangeRequest = z
  .object({
    message: z
      .string()
      .trim()
      .min(1, 'Say what should change in the letter')
      .max(changeRequestLimits.maxLength),
  })
  .strict();
export type DisputeChangeRequest = z.input<typeof disputeChangeRequest>;

/** An admin revises a drafted letter (only while the consumer has not approved it). */
export const reviseLetterRequest = z
  .object({ letterContent: z.string().trim().min(letterLimits.minLength).max(letterLimits.maxLength) })
  .strict();
export type ReviseLetterRequest = z.input<typeof reviseLetterRequest>;

export const approvalMessages = {
  awaiting: 'Awaiting your approval',
  awaitingClient: 'Awaiting client approval',
  approve: 'Approve letter',
  requestChanges: 'Request changes',
  approved: 'Letter approved',
  approvedBody: 'Your credit specialist can now mail it by certified mail.',
  changeRequested: 'Change request sent',
  changeRequestedBody: 'Your credit specialist will revise the letter and ask you again.',
  alreadyApproved: 'This letter was already approved',
  onlyConsumer: 'Only the consumer can approve a letter sent in their name',
  notPending: 'Only a letter that has not been mailed can be approved or changed',
  revised: 'Letter revised',
  revisedBody: 'The client is asked to approve the revised letter.',
  approvedCannotRevise: 'The client already approved this letter; it can no longer be revised',
  notApprovedNoAnswer: 'This letter was never approved or mailed, so no bureau answer can be recorded for it',
} as const;

export const disputeIdParams = z
  .object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
  .strict();

export const disputeMessages = {
  created: 'Dispute letter created successfully',
  createFailed: 'Failed to create dispute',
  followUpDone: 'Follow-up Completed',
  followUpFailed: 'Failed to mark follow-up as completed',
} as const;

export const addTrackingRequest = z
  .object({ trackingNumber: z.string().max(40, 'A tracking number has at most 22 characters') })
  .strict();
export const setDeliveryRequest = z
  .object({ deliveryDate: z.iso.date('Enter the delivery date as YYYY-MM-DD') })
  .strict();

export const trackingEvent = z.object({
  event_description: z.string(),
  event_code: z.string(),
  event_date: z.string(),
  event_time: z.string(),
  event_city: z.string(),
  event_state: z.string(),
  event_zip_code: z.string(),
});
/** Spec 001 section 3 (tracking info), plus where it came from. */
export const trackingInfo = z.object({
  status: z.string(),
  description: z.string(),
  deliveryDate: z.string().nullable(),
  isDelivered: z.boolean(),
  events: z.array(trackingEvent),
  source: z.enum(['usps', 'simulated']),
});
export type TrackingInfo = z.infer<typeof trackingInfo>;
export const trackingNumberParams = z.object({ trackingNumber: z.string().min(1).max(40) }).strict();

export const trackingRuleMessages = {
  notApproved: 'The consumer has not approved this letter yet; it cannot be mailed',
  notMailable: 'Tracking can be added only before the letter is delivered',
  notSent: 'A delivery date can be set only for a letter that was sent and not yet delivered',
  deliveryInFuture: 'The delivery date cannot be in the future',
  deliveryBeforeCreation: 'The delivery date cannot be before the dispute was created',
  noTracking: 'This dispute has no tracking number yet',
} as const;

/** Admin USPS Tracking Management: one client (userId) or all (0), paginated on the server. */
export const trackingListQuery = z
  .object({
    userId: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export const trackedDispute = dispute.extend({ clientName: z.string() });
export const trackingListPage = z.object({
  items: z.array(trackedDispute),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z.object({
    beingTracked: z.number().int(),
    delivered: z.number().int(),
    needFollowUp: z.number().int(),
  }),
});
export type TrackingListPage = z.infer<typeof trackingListPage>;
