import type { BureauResponseType } from '@app/contracts/bureau-responses.contract';
import { bureauLabel } from '@app/contracts/bureaus';
import { dayIn } from '@app/contracts/common/dates';
import {
  disputeReasonLabels,
  letterTypeFits,
  letterTypesByIssueType,
  reasonsByIssueType,
} from '@app/contracts/dispute-letters.contract';
import {
  approvalMessages,
  attestationMessages,
  type createDisputeRequest,
  type Dispute,
  nextRoundMessages,
} from '@app/contracts/disputes.contract';
import { addCalendarDays, bureauDeadlineDays, followUpDue } from '@app/contracts/follow-up';
import { canUndoFollowUp, type FollowUpAnswer, followUpMessages } from '@app/contracts/follow-up-completion';
import { repeatLetterMessage } from '@app/contracts/next-round-words';
import { isAdmin } from '@app/contracts/permissions';
import type { PublicUser } from '@app/contracts/users.contract';
import type { z } from 'zod';
import type { Transaction } from '../../db/transaction';
import { consumerFacts } from '../../integrations/ai/facts-from-records';
import { consumerActRefused } from '../../platform/auth/impersonation-rules';
import { assertCanSee, recordOwnerFor } from '../../platform/auth/record-owner';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { CreditIssuesService } from '../credit-issues/credit-issues.service';
import type { DisputesRepository, DisputeWithIssue } from './disputes.repository';
import type { LetterReadinessService } from './letter-readiness.service';
import { withSenderAddress } from './sender-address';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What completing a follow-up writes: the flag, when, what the bureau said, and the status it leaves. */
const followUpCompletion = (row: DisputeWithIssue, answer: FollowUpAnswer | null, at: Date) => ({
  alertSent: true,
  followUpCompletedAt: at,
  followUpAnswer: answer,
  status: row.status === 'FOLLOW_UP_REQUIRED' ? ('DELIVERED' as const) : row.status,
});

/** How many of everyone's disputes one unpaged answer carries. */
const everyClientListLimit = 500;

export const toDispute = (r: DisputeWithIssue): Dispute => ({
  id: r.id,
  userId: r.userId,
  issueId: r.issueId,
  bureau: r.bureau,
  letterType: r.letterType as Dispute['letterType'],
  reason: r.reason as Dispute['reason'],
  letterContent: r.letterContent,
  status: r.status,
  roundNumber: r.roundNumber,
  dateSent: iso(r.dateSent),
  expectedResponse: r.expectedResponse,
  actualResponse: r.actualResponse,
  uspsTrackingNumber: r.uspsTrackingNumber,
  trackingStatus: r.trackingStatus,
  trackingSource: r.trackingSource,
  deliveryDate: r.deliveryDate,
  followUpDate: r.followUpDate,
  alertSent: r.alertSent,
  followUpCompletedAt: iso(r.followUpCompletedAt),
  followUpAnswer: r.followUpAnswer,
  letterGenerated: r.letterGenerated,
  consumerApprovedAt: iso(r.consumerApprovedAt),
  changeRequest: r.changeRequest,
  changeRequestedAt: iso(r.changeRequestedAt),
  mailedBy: r.mailedBy,
  createdAt: r.createdAt.toISOString(),
  issueTitle: r.issueTitle,
  creditor: r.creditor,
  mailedByProduct: r.mailedByProduct,
});

export function createDisputesService(deps: {
  repo: DisputesRepository;
  issues: Pick<CreditIssuesService, 'get' | 'markDisputed' | 'markDisputedWithin' | 'followBureauOutcome'>;
  /** A plan's monthly dispute allowance, supplied by billing; none by default. */
  allowance?: (userId: number, issueId: number) => Promise<void>;
  /** Who mails a letter, and what must be in place before one is approved (address, contract). */
  readiness: Pick<LetterReadinessService, 'mailerFor' | 'assertReady'>;
  /** Calendar dates (response due, follow-ups due) are the company's, not UTC's. */
  timeZone: string;
  now?: () => Date;
}) {
  const { repo, issues } = deps;

  /**
   * A bureau's answer moves its letter (and the item) in the caller's transaction, so the answer
   * recorded elsewhere (a confirmed answer letter) and the letter's move land together.
   */
  async function recordBureauAnswerWithin(
    tx: Transaction,
    disputeId: number,
    responseType: BureauResponseType,
    responseDate: string,
  ) {
    const row = await repo.find(disputeId, tx);
    if (!row) throw notFound('Dispute');
    // A letter the consumer never approved was never mailed: no bureau can have answered it.
    if (!row.consumerApprovedAt) throw conflict(approvalMessages.notApprovedNoAnswer);
    const changed = responseType === 'DELETED' || responseType === 'UPDATED' || responseType === 'PARTIAL';
    await repo.update(
      disputeId,
      { status: changed ? 'RESOLVED' : 'REJECTED', actualResponse: responseDate },
      tx,
    );
    // One bureau's answer does not end the item's dispute at another that is still working on it.
    const deleted = responseType === 'DELETED';
    const elsewhere = (await repo.openForIssues([row.issueId], tx)).some((d) => d.consumerApprovedAt);
    if (deleted || !elsewhere) await issues.followBureauOutcome(row.issueId, deleted, tx);
  }
  const now = deps.now ?? (() => new Date());
  const today = () => dayIn(deps.timeZone, now());
  const responseDueFromToday = () => addCalendarDays(today(), bureauDeadlineDays);

  async function visibleDispute(viewer: SessionUser, id: number) {
    const row = await repo.find(id);
    if (!row) throw notFound('Dispute');
    await assertCanSee(viewer, row.userId, 'Dispute');
    return row;
  }

  /**
   * A letter that repeats a mailed one (same item, bureau, letter type and reason) is refused unless
   * something new happened since: an entry in the item's ledger, a bureau answer, or a new document.
   * A new reason or letter type is a new ground, so it is not a repeat. Bureaus may treat a repeated
   * dispute with nothing new as frivolous and stop investigating it.
   */
  async function refuseRepeat(letter: {
    userId: number;
    issueId: number;
    bureau: Dispute['bureau'];
    letterType: string;
    reason: string;
  }) {
    const earlier = await repo.earlierSameLetter(letter);
    if (earlier && !earlier.newSince)
      throw conflict(repeatLetterMessage(letter.bureau, dayIn(deps.timeZone, earlier.dateSent)));
  }

  return {
    async list(userId: number) {
      return (await repo.listForUser(userId)).map(toDispute);
    },
    /** User id 0 (or none) asks an admin's list of every client's disputes. */
    async listForViewer(viewer: SessionUser, userId: number) {
      if (userId !== 0) return (await repo.listForUser(await recordOwnerFor(viewer, userId))).map(toDispute);
      if (!isAdmin(viewer)) throw notFound('Record');
      return (await repo.listNewest(everyClientListLimit)).map(toDispute);
    },
    async get(viewer: SessionUser, id: number) {
      return toDispute(await visibleDispute(viewer, id));
    },

    /**
     * `remember` writes what must land with the dispute in its own transaction (an Idempotency-Key's
     * answer, an audit entry). `impersonatorId`:
     * the admin behind a 'Test as Client' session, who may draft for the client but never attest.
     */
    async create(
      viewer: SessionUser,
      input: z.output<typeof createDisputeRequest>,
      remember?: (tx: Transaction, created: Dispute) => Promise<void>,
      impersonatorId: number | null = null,
      /**
       * `ledger`: set only by the reinsertion watch, whose ledger fact is what a ledger-only letter
       * rests on. `draft`: a letter drafted from a next-round suggestion, saved unapproved even when
       * the consumer asked for it, so they read it and approve it like any draft.
       */
      from: { ledger?: true; draft?: true } = {},
    ) {
      if (impersonatorId !== null && input.attestation === true) throw consumerActRefused('approval');
      const ownerId = await recordOwnerFor(viewer, input.userId);
      // Only the consumer themselves approves and attests: an admin testing as them drafts.
      const byConsumer = ownerId === viewer.id && impersonatorId === null && !from.draft;
      // One's own dispute carries one's attestation; an admin's draft gets it at the client's approval.
      if (byConsumer && input.attestation !== true) {
        throw badRequest(attestationMessages.required, [
          { field: 'attestation', message: attestationMessages.required },
        ]);
      }
      const issue = await issues.get(viewer, input.issueId);
      if (issue.userId !== ownerId) throw notFound('Credit issue');
      // A deleted item was resolved; one the ledger saw come back is disputed again.
      if (issue.status === 'RESOLVED' && !from.ledger)
        throw badRequest('This item is already resolved', [
          { field: 'issueId', message: 'Resolved items are not disputed' },
        ]);
      if (!reasonsByIssueType[issue.type].includes(input.reason)) {
        throw badRequest(`"${disputeReasonLabels[input.reason]}" does not apply to this kind of item`, [
          { field: 'reason', message: 'Choose a reason that fits this item' },
        ]);
      }
      const fits = from.ledger
        ? letterTypeFits(issue.type, input.letterType)
        : letterTypesByIssueType[issue.type].includes(input.letterType);
      if (!fits) {
        throw badRequest('This letter type does not fit this kind of item', [
          { field: 'letterType', message: 'Not available for this item' },
        ]);
      }
      // Never dispute with a bureau that does not report the item.
      if (issue.bureaus.length > 0 && !issue.bureaus.includes(input.bureau)) {
        throw badRequest(`${bureauLabel[input.bureau]} does not report this item`, [
          { field: 'bureau', message: `Reported by ${issue.bureaus.map((b) => bureauLabel[b]).join(', ')}` },
        ]);
      }
      const alreadyOpen = () =>
        conflict(`A dispute of this item with ${bureauLabel[input.bureau]} is already open`);
      if (await repo.findOpen(issue.id, input.bureau)) throw alreadyOpen();
      await refuseRepeat({ ...input, userId: ownerId, issueId: issue.id });
      await deps.allowance?.(ownerId, issue.id);
      const draftedByClient = (impersonatorId ?? viewer.id) === ownerId;
      const mailedBy = await deps.readiness.mailerFor(ownerId, draftedByClient, input.letterType);
      // The consumer's own letter is approved as it is made: it must be ready to approve.
      if (byConsumer) {
        await deps.readiness.assertReady(
          viewer,
          {
            userId: ownerId,
            createdById: viewer.id,
            mailedBy,
            letterContent: input.letterContent,
          },
          'approve',
        );
      }
      const t = now();
      const created = await repo.insertWith(
        {
          userId: ownerId,
          issueId: issue.id,
          bureau: input.bureau,
          letterType: input.letterType,
          reason: input.reason,
          letterContent: input.letterContent,
          letterGenerated: input.letterGenerated,
          // Until delivery is known the spec counts 30 days from creation; delivery restarts the clock.
          expectedResponse: responseDueFromToday(),
          // A letter an admin drafts waits for the consumer's own approval and attestation.
          consumerApprovedAt: byConsumer ? t : null,
          attestedAt: byConsumer ? t : null,
          mailedBy,
          createdById: impersonatorId ?? viewer.id,
        },
        async (tx, row) => {
          // The item is in dispute once a letter is approved: the consumer's own letter is, as it is made.
          if (byConsumer) await issues.markDisputedWithin(tx, issue.id);
          await remember?.(tx, toDispute(row));
        },
      );
      // Checked again under the lock: a request at the same moment may have opened one since.
      if (created === null) throw alreadyOpen();
      return toDispute(created);
    },

    /** The bureau answered: the dispute closes and the item follows the outcome. */
    recordBureauAnswer(disputeId: number, responseType: BureauResponseType, responseDate: string) {
      return repo.inTransaction((tx) => recordBureauAnswerWithin(tx, disputeId, responseType, responseDate));
    },
    recordBureauAnswerWithin,

    /**
     * The item left the credit file while one of our mailed disputes of it was open: the
     * dispute worked, and is credited with the removal. Answers that dispute's id, or null.
     */
    async creditRemovalWithin(tx: Transaction, issueId: number, on: string) {
      const mailed = await repo.newestMailedWithin(tx, issueId);
      if (!mailed) return null;
      await repo.resolveWithin(tx, mailed.id, on);
      return mailed.id;
    },

    /**
     * The next round for the same item and bureau, carrying the letter the analysis drafted. It is a
     * draft like any other: it waits for the consumer's own approval and attestation, and only one
     * round of an item may be open at a bureau. `actorId` is who asked (the admin behind a 'Test as
     * Client' session, not the client).
     */
    async createNextRound(
      viewer: SessionUser,
      previousDisputeId: number,
      next: { letterContent: string; letterType: Dispute['letterType'] },
      actorId: number = viewer.id,
    ) {
      const previous = await visibleDispute(viewer, previousDisputeId);
      const id = await repo.insertUnlessOpen({
        userId: previous.userId,
        issueId: previous.issueId,
        bureau: previous.bureau,
        letterType: next.letterType,
        reason: previous.reason,
        letterContent: next.letterContent,
        letterGenerated: true,
        roundNumber: previous.roundNumber + 1,
        previousDisputeId: previous.id,
        expectedResponse: responseDueFromToday(),
        consumerApprovedAt: null,
        attestedAt: null,
        mailedBy: await deps.readiness.mailerFor(previous.userId, false, next.letterType),
        createdById: actorId,
      });
      if (id === null) throw conflict(nextRoundMessages.alreadyOpen(bureauLabel[previous.bureau]));
      return toDispute((await repo.find(id)) as DisputeWithIssue);
    },

    /** Which of these items are under an open dispute, and at which bureau (for a viewer who may see them). */
    async openDisputesOf(issueIds: number[]) {
      return repo.openForIssues(issueIds);
    },

    /**
     * The person's address is on file now: their drafts still waiting for approval get it as
     * their return address, so what they approve is the letter a bureau will process.
     */
    async fillSenderAddress(person: PublicUser) {
      const { fullName, addressLines } = consumerFacts(person);
      for (const row of await repo.listForUser(person.id)) {
        if (row.status !== 'PENDING' || row.consumerApprovedAt) continue;
        const filled = withSenderAddress(row.letterContent, fullName, addressLines);
        if (filled !== null) await repo.update(row.id, { letterContent: filled });
      }
    },

    async dueFollowUps(userId: number) {
      return (await repo.dueFollowUps(userId, today())).map(toDispute);
    },

    /** The spec's Mark Completed, without an answer (the web asks for one: completeFollowUp). */
    async markFollowUpDone(viewer: SessionUser, id: number) {
      const row = await visibleDispute(viewer, id);
      const changes = followUpCompletion(row, null, now());
      await repo.update(row.id, changes);
      return toDispute({ ...row, ...changes });
    },

    /**
     * Mark Completed with what the bureau said: the follow-up leaves every list, and a letter the
     * job marked as needing one is back to waiting for the bureau's answer.
     */
    async completeFollowUp(viewer: SessionUser, id: number, answer: FollowUpAnswer) {
      const row = await visibleDispute(viewer, id);
      const changes = followUpCompletion(row, answer, now());
      await repo.update(row.id, changes);
      return toDispute({ ...row, ...changes });
    },

    /** Undo within a day: the follow-up is due again, as it was. */
    async undoFollowUpCompletion(viewer: SessionUser, id: number) {
      const row = await visibleDispute(viewer, id);
      if (!row.alertSent || !row.followUpCompletedAt) throw conflict(followUpMessages.notCompleted);
      if (!canUndoFollowUp(row.followUpCompletedAt.toISOString(), now()))
        throw conflict(followUpMessages.undoTooLate);
      const changes = {
        alertSent: false,
        followUpCompletedAt: null,
        followUpAnswer: null,
        status:
          row.status === 'DELIVERED' && followUpDue(row, today())
            ? ('FOLLOW_UP_REQUIRED' as const)
            : row.status,
      };
      await repo.update(row.id, changes);
      return toDispute({ ...row, ...changes });
    },
  };
}
export type DisputesService = ReturnType<typeof createDisputesService>;
