import { approvalMessages, type Dispute } from '@app/contracts/disputes.contract';
import { isAdmin } from '@app/contracts/permissions';
import { assertCanSee } from '../../platform/auth/record-owner';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { DisputesRepository, DisputeWithIssue } from './disputes.repository';
import { toDispute } from './disputes.service';

const forbidden = (message: string) => new AppError(403, 'FORBIDDEN', message);

/**
 * A letter an admin drafts for a client waits in PENDING for the consumer: they approve it, attesting
 * in their own name that the item is inaccurate, incomplete or unverifiable, or ask for changes, which
 * the admin makes. Mailing (dispute-tracking.service) refuses any letter without that approval.
 */
export function createDisputeApprovalService(deps: { repo: DisputesRepository; now?: () => Date }) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  const reload = async (id: number): Promise<Dispute> => toDispute((await repo.find(id)) as DisputeWithIssue);

  /** The consumer's own unapproved, unmailed letter; an admin may see it but never speak for them. */
  async function ownDraft(viewer: SessionUser, id: number) {
    const row = await repo.find(id);
    if (!row) throw notFound('Dispute');
    assertCanSee(viewer, row.userId, 'Dispute');
    if (row.userId !== viewer.id) throw forbidden(approvalMessages.onlyConsumer);
    if (row.consumerApprovedAt) throw conflict(approvalMessages.alreadyApproved);
    if (row.status !== 'PENDING') throw conflict(approvalMessages.notPending);
    return row;
  }

  return {
    async approve(viewer: SessionUser, id: number) {
      const row = await ownDraft(viewer, id);
      const t = now();
      await repo.update(row.id, {
        consumerApprovedAt: t,
        attestedAt: t,
        changeRequest: null,
        changeRequestedAt: null,
      });
      return reload(row.id);
    },

    async requestChanges(viewer: SessionUser, id: number, message: string) {
      const row = await ownDraft(viewer, id);
      await repo.update(row.id, { changeRequest: message, changeRequestedAt: now() });
      return reload(row.id);
    },

    /** The admin's revision of a draft, answering a change request; approval is asked again. */
    async reviseLetter(viewer: SessionUser, id: number, letterContent: string) {
      if (!isAdmin(viewer)) throw notFound('Dispute');
      const row = await repo.find(id);
      if (!row) throw notFound('Dispute');
      if (row.consumerApprovedAt) throw conflict(approvalMessages.approvedCannotRevise);
      if (row.status !== 'PENDING') throw conflict(approvalMessages.notPending);
      await repo.update(row.id, { letterContent, changeRequest: null, changeRequestedAt: null });
      return reload(row.id);
    },
  };
}
export type DisputeApprovalService = ReturnType<typeof createDisputeApprovalService>;
