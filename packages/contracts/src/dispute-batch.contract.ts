import { z } from 'zod';
import { bureau } from './bureau-enum';
import { type Bureau, bureauLabel } from './bureaus';
import { recordId } from './common/params';
import { disputeLetterType, disputeReason } from './dispute-letters.contract';
import { type Dispute, type DisputeStatus, disputeList, letterContent } from './disputes.contract';

/**
 * Issue 21: one action drafts the letters for several items and bureaus (one letter per item and
 * bureau, the bureau being the recipient), and the consumer answers all of them in one step, with
 * the attestation given item by item.
 */
export const letterBatchLimits = { maxItems: 25, maxLetters: 50 } as const;

export const letterBatchMessages = {
  chooseItem: 'Choose at least one item',
  chooseBureau: 'Choose at least one bureau',
  repeatedItem: 'Each item is chosen once',
  repeatedBureau: 'Each bureau is chosen once',
  tooManyItems: `At most ${letterBatchLimits.maxItems} items at once`,
  nothingToDraft: 'Every chosen item is already under dispute at the chosen bureaus, or not reported there',
  drafted: (n: number) => (n === 1 ? '1 letter drafted' : `${n} letters drafted`),
  draftedBody: 'They wait for the client to approve them, item by item, before anything is mailed.',
  failed: 'The letters could not be drafted',
  chooseIssuesOrItems: 'Choose the items, either as a list of items or item by item',
  reasonDoesNotFit: 'Choose a reason that fits this item',
  letterTypeDoesNotFit: 'Choose a letter to the bureau that fits this item',
  bureauNotReporting: 'Choose a bureau that reports this item',
  letterNotChosen: 'A letter goes only to a bureau chosen for this item',
  previewFailed: 'The letters could not be written',
  noneChosen: 'Choose at least one letter to save',
} as const;

const unique = <T>(items: readonly T[]) => new Set(items).size === items.length;

const bureauChoice = z
  .array(bureau)
  .min(1, letterBatchMessages.chooseBureau)
  .refine(unique, letterBatchMessages.repeatedBureau);

/**
 * One item's choices. Left out, the reason is the one the item's findings support, the letter type
 * a dispute to the bureau, and the bureaus every one reporting the item without an open dispute.
 * `letters` carries a previewed (and perhaps edited) letter per bureau, saved as it is written.
 */
export const letterBatchItem = z
  .object({
    issueId: recordId,
    reason: disputeReason.optional(),
    letterType: disputeLetterType.optional(),
    bureaus: bureauChoice.optional(),
    letters: z
      .array(z.object({ bureau, letterContent }).strict())
      .max(3)
      .refine((ls) => unique(ls.map((l) => l.bureau)), letterBatchMessages.repeatedBureau)
      .optional(),
  })
  .strict();
export type LetterBatchItem = z.input<typeof letterBatchItem>;

/**
 * POST /api/admin/dispute-letters: letters for these items at these bureaus, in one request.
 * Either `issueIds` with `bureaus` for all of them (every item the same reason and type), or
 * `items`, each with its own choices (`bureaus`, when given, is then the default for items without).
 */
export const draftLettersRequest = z
  .object({
    userId: recordId,
    issueIds: z
      .array(recordId)
      .min(1, letterBatchMessages.chooseItem)
      .max(letterBatchLimits.maxItems, letterBatchMessages.tooManyItems)
      .refine(unique, letterBatchMessages.repeatedItem)
      .optional(),
    bureaus: bureauChoice.optional(),
    items: z
      .array(letterBatchItem)
      .min(1, letterBatchMessages.chooseItem)
      .max(letterBatchLimits.maxItems, letterBatchMessages.tooManyItems)
      .refine((items) => unique(items.map((i) => i.issueId)), letterBatchMessages.repeatedItem)
      .optional(),
    /** The name the letters are signed with on screen; the letter itself reads the stored profile. */
    clientName: z.string().trim().max(200).optional(),
  })
  .strict()
  .superRefine((r, ctx) => {
    if ((r.issueIds === undefined) === (r.items === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [r.issueIds === undefined ? 'issueIds' : 'items'],
        message: letterBatchMessages.chooseIssuesOrItems,
      });
    }
    if (r.issueIds !== undefined && r.bureaus === undefined) {
      ctx.addIssue({ code: 'custom', path: ['bureaus'], message: letterBatchMessages.chooseBureau });
    }
  });
export type DraftLettersRequest = z.input<typeof draftLettersRequest>;

export const skippedLetterReasons = ['OPEN_DISPUTE', 'NOT_REPORTED'] as const;
export const skippedLetter = z.object({
  issueId: z.number().int(),
  issueTitle: z.string(),
  bureau,
  reason: z.enum(skippedLetterReasons),
  message: z.string(),
});
export type SkippedLetter = z.infer<typeof skippedLetter>;
export const draftLettersResponse = z.object({ created: disputeList, skipped: z.array(skippedLetter) });
export type DraftLettersResponse = z.infer<typeof draftLettersResponse>;

/** A letter written for the batch and not saved yet: shown, perhaps edited, then saved or left. */
export const previewedLetter = z.object({
  issueId: z.number().int(),
  issueTitle: z.string(),
  bureau,
  reason: disputeReason,
  letterType: disputeLetterType,
  letterContent: z.string(),
  /** The client has no mailing address on file: the letter carries their name alone until it is added. */
  missingAddress: z.boolean(),
});
export type PreviewedLetter = z.infer<typeof previewedLetter>;
/** POST /api/admin/dispute-letters/preview: the same request, answered with the letters, none saved. */
export const previewLettersResponse = z.object({
  letters: z.array(previewedLetter),
  skipped: z.array(skippedLetter),
});
export type PreviewLettersResponse = z.infer<typeof previewLettersResponse>;

/** Where an open dispute stands, in the words the admin and the client both read. */
export function openDisputeStage(d: Pick<Dispute, 'status' | 'consumerApprovedAt'>): string {
  const stages: Record<DisputeStatus, string> = {
    PENDING: d.consumerApprovedAt ? 'Approved, waiting to be mailed' : 'Awaiting client approval',
    SENT: 'Mailed, in transit',
    DELIVERED: 'Delivered, bureau answer due',
    FOLLOW_UP_REQUIRED: 'Follow-up required',
    RESOLVED: 'Resolved',
    REJECTED: 'Verified by the bureau',
  };
  return stages[d.status];
}
export const openDisputeMessage = (b: Bureau, stage: string) =>
  `Already under dispute with ${bureauLabel[b]} (${stage.toLowerCase()})`;

/** The consumer's answer for one letter: approve it (with the attestation) or say the item is accurate. */
export const letterDecisions = ['APPROVE', 'ACCURATE'] as const;
export const letterDecision = z.enum(letterDecisions);
export type LetterDecision = z.infer<typeof letterDecision>;

export const batchApprovalMessages = {
  chooseDecision: 'Choose whether to approve this letter or say the item is accurate',
  attestRequired: 'Approving a letter needs your statement that the item is inaccurate',
  approveStatement:
    'Approve: I believe this item is inaccurate, incomplete or unverifiable, and I approve this letter to be sent in my name',
  accurateStatement: 'Do not send: this item is accurate',
  /** Left on the letter for the specialist: it is never approved, so it is never mailed. */
  saidAccurate: 'The client says this item is accurate: do not dispute it.',
  title: (n: number) => `${n} letters wait for your approval`,
  submit: 'Send my answers',
  done: (approved: number, declined: number) =>
    [
      approved === 1 ? '1 letter approved' : `${approved} letters approved`,
      declined > 0 ? `${declined} left unsent as accurate` : '',
    ]
      .filter(Boolean)
      .join(', '),
  doneBody: 'Your credit specialist mails the approved letters by certified mail.',
  failed: 'Your answers could not be saved',
} as const;

export const batchApprovalItem = z
  .object({
    id: recordId,
    decision: letterDecision,
    /** The attestation for this item: required (true) to approve, never implied by the batch. */
    attest: z.boolean().default(false),
  })
  .strict()
  .superRefine((item, ctx) => {
    if (item.decision === 'APPROVE' && item.attest !== true) {
      ctx.addIssue({ code: 'custom', path: ['attest'], message: batchApprovalMessages.attestRequired });
    }
  });

/** POST /api/disputes/approve: the consumer's answers to several drafted letters at once. */
export const batchApprovalRequest = z
  .object({
    items: z
      .array(batchApprovalItem)
      .min(1, 'Answer at least one letter')
      .max(letterBatchLimits.maxLetters)
      .refine((items) => unique(items.map((i) => i.id)), 'Each letter is answered once'),
  })
  .strict();
export type BatchApprovalRequest = z.input<typeof batchApprovalRequest>;
export const batchApprovalResponse = z.object({ approved: disputeList, declined: disputeList });
export type BatchApprovalResponse = z.infer<typeof batchApprovalResponse>;

/** The approval form: every letter needs an answer before anything is sent. */
export const batchApprovalForm = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      decision: z.enum(letterDecisions, { error: batchApprovalMessages.chooseDecision }),
    }),
  ),
});

/** A dispute still running: a new letter for the same item and bureau waits until it ends. */
export const isOpenDispute = (d: Pick<Dispute, 'status'>) =>
  d.status === 'PENDING' ||
  d.status === 'SENT' ||
  d.status === 'DELIVERED' ||
  d.status === 'FOLLOW_UP_REQUIRED';

/** The admin's batch form item by item: each item's reason, letter type and bureaus. */
export const letterBatchChoicesForm = z.object({
  items: z
    .array(
      z.object({
        issueId: z.number().int(),
        reason: disputeReason,
        letterType: disputeLetterType,
        bureaus: z.array(bureau).min(1, letterBatchMessages.chooseBureau),
      }),
    )
    .min(1, letterBatchMessages.chooseItem),
});
export type LetterBatchChoicesForm = z.infer<typeof letterBatchChoicesForm>;

/** The previewed letters: those kept are saved as edited, and each kept one must be a letter a bureau takes. */
export const letterBatchPreviewForm = z.object({
  letters: z
    .array(
      z.object({ keep: z.boolean(), letterContent: z.string() }).superRefine((l, ctx) => {
        if (!l.keep) return;
        const checked = letterContent.safeParse(l.letterContent);
        if (!checked.success) {
          ctx.addIssue({
            code: 'custom',
            path: ['letterContent'],
            message: checked.error.issues[0]?.message ?? 'Check the letter',
          });
        }
      }),
    )
    .refine((ls) => ls.some((l) => l.keep), letterBatchMessages.noneChosen),
});
