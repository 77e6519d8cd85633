import { z } from 'zod';
import { bureau } from './bureau-enum';
import { dateOrTimestamp, optionalTimeZone } from './common/dates';
import { nextPageCursor, pageCursor } from './common/page-cursor';
import { ownerQuery } from './common/params';
import { personParagraph } from './common/person-text';
import {
  bureauAddressedLetterTypes,
  disputeLetterMessages,
  disputeLetterType,
  disputeReason,
  letterOptionLimits,
} from './dispute-letters.contract';
import { followUpAnswers, followUpMessages } from './follow-up-completion';
import { letterMailers } from './letter-readiness';

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

/** Where tracking came from: USPS, or the simulated journey (shown with a 'Simulated' badge). */
export const trackingSources = ['usps', 'simulated'] as const;
export type TrackingSource = (typeof trackingSources)[number];

/** The consumer's own statement, shown beside the checkbox wherever a letter is approved. */
export const attestationMessages = {
  statement:
    'I believe this item is inaccurate, incomplete or unverifiable, and I approve this letter to be sent in my name',
  required: 'Please confirm that you believe this item is inaccurate',
} as const;

export const letterLimits = { minLength: 200, maxLength: 20_000 } as const;
export const letterMessages = {
  missing: 'Generate or write the letter first',
  tooShort: `A dispute letter needs at least ${letterLimits.minLength} characters`,
  tooLong: `A dispute letter has at most ${letterLimits.maxLength} characters`,
} as const;
/** The text of a letter, as a person edits it and as the server accepts it. */
export const letterContent = personParagraph(
  z
    .string()
    .trim()
    .min(letterLimits.minLength, letterMessages.tooShort)
    .max(letterLimits.maxLength, letterMessages.tooLong),
  'The letter',
);

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
  trackingSource: z.enum(trackingSources).nullable(),
  deliveryDate: z.string().nullable(),
  followUpDate: z.string().nullable(),
  alertSent: z.boolean(),
  /** When the person marked the follow-up done (it can be undone for a day), and what the bureau said. */
  followUpCompletedAt: z.string().nullable(),
  followUpAnswer: z.enum(followUpAnswers).nullable(),
  letterGenerated: z.boolean(),
  /** Null while a letter an admin drafted waits for the consumer's approval; nothing is mailed before. */
  consumerApprovedAt: z.string().nullable(),
  /** What the consumer asked to change in a drafted letter; cleared when the admin revises it. */
  changeRequest: z.string().nullable(),
  changeRequestedAt: z.string().nullable(),
  /** Who mails the letter: the company (managed plans) or the consumer (self-serve). */
  mailedBy: z.enum(letterMailers),
  createdAt: z.string(),
  /** The issue as it stood, for lists that show what was disputed. */
  issueTitle: z.string(),
  creditor: z.string(),
  /** The product mailed it (it has a certified mail piece to show); false for a letter mailed by hand. */
  mailedByProduct: z.boolean(),
});
export type Dispute = z.infer<typeof dispute>;
export const disputeList = z.array(dispute);
export type DisputeList = z.infer<typeof disputeList>;

/** Mark Completed on a follow-up: what the bureau said, or that it has not answered yet. */
export const completeFollowUpRequest = z
  .object({
    answer: z.enum(followUpAnswers, { error: followUpMessages.answerRequired }),
  })
  .strict();
export type CompleteFollowUpRequest = z.infer<typeof completeFollowUpRequest>;

export const createDisputeRequest = z
  .object({
    /** Admins may file for a client; anyone else files for themselves (and may omit it). */
    userId: z.number().int().positive().optional(),
    issueId: z.number().int().positive(),
    bureau,
    letterType: disputeLetterType.default('BUREAU_DISPUTE'),
    reason: disputeReason,
    letterContent,
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

export const disputeFormMessages = {
  chooseIssue: 'Choose the issue to dispute',
  chooseBureau: 'Choose the bureau to write to',
  chooseReason: 'Choose the reason for your dispute',
} as const;

/** Generate Dispute Letter's choices, as the form holds them ('' while nothing is chosen). */
const letterOptionsFields = z.object({
  issueId: z.string().min(1, disputeFormMessages.chooseIssue),
  bureau: z.string().min(1, disputeFormMessages.chooseBureau),
  letterType: disputeLetterType,
  reason: z.string(),
  consumerStatement: z.string().trim().max(letterOptionLimits.consumerStatement),
  recipientAddress: z.string().trim().max(letterOptionLimits.recipientAddress),
});
const letterOptionsRules = (
  v: { issueId: string; reason: string; letterType: string; recipientAddress: string },
  ctx: z.RefinementCtx,
) => {
  if (!v.issueId) return;
  if (!v.reason)
    ctx.addIssue({ code: 'custom', path: ['reason'], message: disputeFormMessages.chooseReason });
  const toBureau = (bureauAddressedLetterTypes as readonly string[]).includes(v.letterType);
  if (!toBureau && !v.recipientAddress.trim()) {
    ctx.addIssue({
      code: 'custom',
      path: ['recipientAddress'],
      message: disputeLetterMessages.needsRecipient,
    });
  }
};
/** 'Generate Letter' needs an issue, a bureau and a reason (and a creditor's address for a letter to them). */
export const generateLetterForm = letterOptionsFields.superRefine(letterOptionsRules);
/** 'Create Dispute' needs the same, the letter text and the person's attestation. */
export const createDisputeForm = letterOptionsFields
  .extend({
    letter: z.string().trim().min(1, letterMessages.missing).pipe(letterContent),
    attested: z.literal(true, { error: attestationMessages.required }),
  })
  .superRefine(letterOptionsRules);
export type CreateDisputeFormValues = z.input<typeof createDisputeForm>;
/** An admin's or a reviser's edit of a drafted letter. */
export const letterTextForm = z.object({ letter: letterContent });

/** The consumer approves a letter drafted for them, attesting to it in their own name. */
export const approveDisputeRequest = z
  .object({ attest: z.literal(true, { error: attestationMessages.required }) })
  .strict();
export type ApproveDisputeRequest = z.infer<typeof approveDisputeRequest>;

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
export const reviseLetterRequest = z.object({ letterContent }).strict();
export type ReviseLetterRequest = z.input<typeof reviseLetterRequest>;

export const approvalMessages = {
  awaiting: 'Awaiting your approval',
  awaitingClient: 'Awaiting client approval',
  approve: 'Approve letter',
  requestChanges: 'Request changes',
  approved: 'Letter approved',
  approvedBody: 'Your credit specialist can now mail it by certified mail.',
  approvedBodyOwnMailing:
    'Download the PDF, sign it and mail it by certified mail with return receipt, then add the tracking number here.',
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

/** POST /api/bureau-response/{id}/next-round: one open round of an item at a bureau at a time. */
export const nextRoundMessages = {
  alreadyOpen: (bureau: string) =>
    `A round of this item with ${bureau} is already open: it waits for the client's approval or the bureau's answer`,
} as const;

export const disputeIdParams = z
  .object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
  .strict();
export type DisputeIdParams = z.infer<typeof disputeIdParams>;

export const addTrackingRequest = z
  .object({ trackingNumber: z.string().max(40, 'A tracking number has at most 22 characters') })
  .strict();
export type AddTrackingRequest = z.infer<typeof addTrackingRequest>;
export const setDeliveryRequest = z
  .object({
    deliveryDate: dateOrTimestamp('Enter the delivery date as YYYY-MM-DD or an ISO timestamp'),
    /**
     * The person's own zone: the day they pick is a day of their calendar, so "not in the future"
     * is judged there (the company's zone when absent).
     */
    timeZone: optionalTimeZone,
  })
  .strict();
export type SetDeliveryRequest = z.infer<typeof setDeliveryRequest>;
/** Confirm Delivery's date picker: its message while no date is chosen. */
export const deliveryDateForm = z.object({
  deliveryDate: z
    .string()
    .min(1, 'Please select a delivery date')
    .pipe(setDeliveryRequest.shape.deliveryDate),
});

export const trackingEvent = z.object({
  event_description: z.string(),
  event_code: z.string(),
  event_date: z.string(),
  event_time: z.string(),
  event_city: z.string(),
  event_state: z.string(),
  event_zip_code: z.string(),
});
export type TrackingEvent = z.infer<typeof trackingEvent>;
/** A mail piece's USPS tracking info, plus where it came from. */
export const trackingInfo = z.object({
  status: z.string(),
  description: z.string(),
  deliveryDate: z.string().nullable(),
  isDelivered: z.boolean(),
  events: z.array(trackingEvent),
  source: z.enum(trackingSources),
});
export type TrackingInfo = z.infer<typeof trackingInfo>;
export const trackingNumberParams = z.object({ trackingNumber: z.string().min(1).max(40) }).strict();
export type TrackingNumberParams = z.infer<typeof trackingNumberParams>;

export const trackingRuleMessages = {
  postalUnavailable: 'USPS tracking could not be reached just now. Please try again in a few minutes.',
  notApproved: 'The consumer has not approved this letter yet; it cannot be mailed',
  notMailable: 'Tracking can be added only before the letter is delivered',
  notSent: 'A delivery date can be set only for a letter that was sent and not yet delivered',
  deliveryInFuture: 'The delivery date cannot be in the future',
  deliveryBeforeCreation: 'The delivery date cannot be before the dispute was created',
  noTracking: 'This dispute has no tracking number yet',
  /** Everyone's letters are the office's to list; the rest of the team lists one client at a time. */
  chooseClient: 'Choose one of your clients',
  chooseClientField: 'Choose a client',
} as const;

/** Admin USPS Tracking Management: one client (userId) or all (0), paginated on the server. */
export const trackingListQuery = z
  .object({
    userId: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    /** The previous page's `nextCursor`: the page after it, whatever `page` says. */
    cursor: pageCursor.optional(),
  })
  .strict();
export type TrackingListQuery = z.input<typeof trackingListQuery>;
export const trackedDispute = dispute.extend({ clientName: z.string() });
export type TrackedDispute = z.infer<typeof trackedDispute>;
export const trackingListPage = z.object({
  items: z.array(trackedDispute),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  nextCursor: nextPageCursor,
  counts: z.object({
    beingTracked: z.number().int(),
    delivered: z.number().int(),
    needFollowUp: z.number().int(),
  }),
});
export type TrackingListPage = z.infer<typeof trackingListPage>;

/** GET /api/admin/all-disputes: every client's disputes, newest first, by keyset. */
export const allDisputesQuery = ownerQuery
  .extend({
    status: disputeStatus.optional(),
    bureau: bureau.optional(),
    page: trackingListQuery.shape.page,
    pageSize: trackingListQuery.shape.pageSize,
    /** The previous page's `nextCursor`: the page after it, whatever `page` says. */
    cursor: pageCursor.optional(),
  })
  .strict();
export type AllDisputesQuery = z.input<typeof allDisputesQuery>;
export const allDisputesPage = z.object({
  items: z.array(trackedDispute),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  nextCursor: nextPageCursor,
});
export type AllDisputesPage = z.infer<typeof allDisputesPage>;

/** A refreshed dispute with the tracking it was refreshed from. */
export const trackingRefresh = z.object({ dispute, tracking: trackingInfo });

/** A client's approved letter that has no tracking number yet. */
export const untrackedDispute = z.object({
  id: z.number().int(),
  bureau,
  issueTitle: z.string(),
  creditor: z.string(),
});
export type UntrackedDispute = z.infer<typeof untrackedDispute>;
export const untrackedDisputes = z.array(untrackedDispute);
