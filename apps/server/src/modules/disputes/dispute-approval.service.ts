import { batchApprovalMessages, type batchApprovalRequest } from '@app/contracts/dispute-batch.contract';
import type { DisputeLetterType } from '@app/contracts/dispute-letters.contract';
import { approvalMessages, type Dispute } from '@app/contracts/disputes.contract';
import type { LetterMailer } from '@app/contracts/letter-readiness';
import { teamCan } from '@app/contracts/team-roles';
import type { z } from 'zod';
import type { Transaction } from '../../db/transaction';
import type { AuditLog } from '../../platform/audit/audit-log';
import { assertCanSee } from '../../platform/auth/record-owner';
import type { RequestOrigin } from '../../platform/auth/request-origin';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import type { DisputesRepository, DisputeWithIssue } from './disputes.repository';
import { toDispute } from './disputes.service';
import type { LetterReadinessService } from './letter-readiness.service';

const forbidden = (message: string) => new AppError(403, 'FORBIDDEN', message);

/**
 * A letter an admin drafts for a client waits in PENDING for the consumer: they approve it, attesting
 * in their own name that the item is inaccurate, incomplete or unverifiable, or ask for changes, which
 * the admin makes. Mailing (dispute-tracking.service) refuses any letter without that approval.
 */
export function createDisputeApprovalService(deps: {
  repo: DisputesRepository;
  /** Who mails the letter, and what must be in place before it is approved (address, contract). */
  readiness: Pick<LetterReadinessService, 'mailerFor' | 'assertReady'>;
  /** The item is in dispute from the moment a letter of it is approved (credit issues), in its transaction. */
  markDisputed: (tx: Transaction, issueId: number) => Promise<void>;
  audit: AuditLog;
  now?: () => Date;
}) {
  const { repo, readiness, audit } = deps;
  const now = deps.now ?? (() => new Date());
  const reload = async (id: number): Promise<Dispute> => toDispute((await repo.find(id)) as DisputeWithIssue);

  /** The consumer's own unapproved, unmailed letter; an admin may see it but never speak for them. */
  async function ownDraft(viewer: SessionUser, id: number) {
    const row = await repo.find(id);
    if (!row) throw notFound('Dispute');
    await assertCanSee(viewer, row.userId, 'Dispute');
    if (row.userId !== viewer.id) throw forbidden(approvalMessages.onlyConsumer);
    if (row.consumerApprovedAt) throw conflict(approvalMessages.alreadyApproved);
    if (row.status !== 'PENDING') throw conflict(approvalMessages.notPending);
    return row;
  }

  /** The mailer the client's plan gives the letter now, once it is checked ready to approve. */
  async function readyToApprove(viewer: SessionUser, row: DisputeWithIssue) {
    const mailedBy = await readiness.mailerFor(
      row.userId,
      row.createdById === row.userId,
      row.letterType as DisputeLetterType,
    );
    await readiness.assertReady(viewer, { ...row, mailedBy }, 'approve');
    return mailedBy;
  }

  /** The consumer's (or admin's) act on a letter, in the act's own transaction. */
  const audited = (
    tx: Transaction,
    action: 'letter.approved' | 'letter.declined-accurate' | 'letter.revised',
    viewer: SessionUser,
    row: { id: number; userId: number },
    origin: RequestOrigin,
  ) =>
    audit.record(
      {
        actorId: viewer.id,
        action,
        targetType: 'dispute',
        targetId: row.id,
        subjectUserId: row.userId,
        origin,
      },
      tx,
    );

  return {
    /**
     * The consumer's answers to several letters in one step. Every letter is checked first (theirs,
     * a draft, not yet approved), then all answers land together: an item they call accurate is
     * never approved, so its letter is never mailed, and the specialist reads why.
     */
    async answerMany(
      viewer: SessionUser,
      items: z.output<typeof batchApprovalRequest>['items'],
      origin: RequestOrigin,
    ) {
      const rows = await repo.findMany(items.map((i) => i.id));
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const item of items) {
        const row = byId.get(item.id);
        if (!row) throw notFound('Dispute');
        await assertCanSee(viewer, row.userId, 'Dispute');
        if (row.userId !== viewer.id) throw forbidden(approvalMessages.onlyConsumer);
        if (row.consumerApprovedAt) throw conflict(`${approvalMessages.alreadyApproved}: ${row.issueTitle}`);
        if (row.status !== 'PENDING') throw conflict(`${approvalMessages.notPending}: ${row.issueTitle}`);
        // The schema already demands it; checked again here because the law depends on it.
        if (item.decision === 'APPROVE' && item.attest !== true) {
          throw badRequest(batchApprovalMessages.attestRequired, [
            { field: `items.${items.indexOf(item)}.attest`, message: batchApprovalMessages.attestRequired },
          ]);
        }
      }
      const approvedIds = items.filter((i) => i.decision === 'APPROVE').map((i) => i.id);
      const accurateIds = items.filter((i) => i.decision === 'ACCURATE').map((i) => i.id);
      // All of one person's letters: one mailer, and ready together or not at all.
      const approving = approvedIds.map((id) => byId.get(id) as DisputeWithIssue);
      const mailers = new Map<number, LetterMailer>();
      for (const row of approving) mailers.set(row.id, await readyToApprove(viewer, row));
      await repo.answerMany(
        approvedIds,
        accurateIds,
        now(),
        batchApprovalMessages.saidAccurate,
        mailers,
        async (tx) => {
          for (const issueId of new Set(approving.map((r) => r.issueId)))
            await deps.markDisputed(tx, issueId);
          for (const row of approving) await audited(tx, 'letter.approved', viewer, row, origin);
          for (const id of accurateIds) {
            await audited(tx, 'letter.declined-accurate', viewer, byId.get(id) as DisputeWithIssue, origin);
          }
        },
      );
      const answered = (await repo.findMany(items.map((i) => i.id))).map(toDispute);
      return {
        approved: answered.filter((d) => approvedIds.includes(d.id)),
        declined: answered.filter((d) => accurateIds.includes(d.id)),
      };
    },

    /** The approval, the item's new status and the audit entry land together or not at all. */
    async approve(viewer: SessionUser, id: number, origin: RequestOrigin) {
      const row = await ownDraft(viewer, id);
      const mailedBy = await readyToApprove(viewer, row);
      const t = now();
      await repo.inTransaction(async (tx) => {
        const approval = {
          mailedBy,
          consumerApprovedAt: t,
          attestedAt: t,
          changeRequest: null,
          changeRequestedAt: null,
        };
        await repo.update(row.id, approval, tx);
        await deps.markDisputed(tx, row.issueId);
        await audited(tx, 'letter.approved', viewer, row, origin);
      });
      return reload(row.id);
    },

    async requestChanges(viewer: SessionUser, id: number, message: string) {
      const row = await ownDraft(viewer, id);
      await repo.update(row.id, { changeRequest: message, changeRequestedAt: now() });
      return reload(row.id);
    },

    /** The admin's revision of a draft, answering a change request; approval is asked again. */
    async reviseLetter(viewer: SessionUser, id: number, letterContent: string, origin: RequestOrigin) {
      if (!teamCan(viewer, 'workClients')) throw notFound('Dispute');
      const row = await repo.find(id);
      if (!row) throw notFound('Dispute');
      await assertCanSee(viewer, row.userId, 'Dispute');
      if (row.consumerApprovedAt) throw conflict(approvalMessages.approvedCannotRevise);
      if (row.status !== 'PENDING') throw conflict(approvalMessages.notPending);
      await repo.inTransaction(async (tx) => {
        await repo.update(row.id, { letterContent, changeRequest: null, changeRequestedAt: null }, tx);
        await audited(tx, 'letter.revised', viewer, row, origin);
      });
      return reload(row.id);
    },
  };
}
export type DisputeApprovalService = ReturnType<typeof createDisputeApprovalService>;
