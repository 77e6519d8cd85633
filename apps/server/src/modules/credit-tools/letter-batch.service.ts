import { type Bureau, bureauLabel } from '@app/contracts/bureaus';
import {
  type DraftLettersResponse,
  type draftLettersRequest,
  letterBatchLimits,
  letterBatchMessages,
  openDisputeMessage,
  openDisputeStage,
  type SkippedLetter,
} from '@app/contracts/dispute-batch.contract';
import type { z } from 'zod';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { CreditIssuesService } from '../credit-issues/credit-issues.service';
import type { DisputesService } from '../disputes/disputes.service';
import type { ClientLetterService } from './client-letter.service';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Issue 21: the Dispute Center drafts the letters for several items at several bureaus at once,
 * one letter per item and bureau through the same letter engine as a single letter, each saved as
 * a dispute that waits for the client's approval. Pairs already under dispute are skipped and said.
 */
export function createLetterBatchService(deps: {
  issues: Pick<CreditIssuesService, 'get'>;
  disputes: Pick<DisputesService, 'openDisputesOf' | 'create'>;
  letters: Pick<ClientLetterService, 'writeForClient'>;
}) {
  return {
    async draft(
      admin: SessionUser,
      input: z.output<typeof draftLettersRequest>,
    ): Promise<DraftLettersResponse> {
      // Every item is checked before anything is written: a bad one fails the request, not half of it.
      const issues = [];
      for (const [index, id] of input.issueIds.entries()) {
        const issue = await deps.issues.get(admin, id).catch(() => null);
        if (!issue || issue.userId !== input.userId) throw notFound('Credit issue');
        if (issue.status === 'RESOLVED') {
          throw badRequest(`${issue.title} is already resolved`, [
            { field: `issueIds.${index}`, message: 'Resolved items are not disputed' },
          ]);
        }
        issues.push(issue);
      }
      const open = await deps.disputes.openDisputesOf(input.issueIds);
      const skipped: SkippedLetter[] = [];
      const toWrite: { issue: (typeof issues)[number]; bureau: Bureau }[] = [];
      for (const issue of issues) {
        for (const bureau of input.bureaus) {
          const openHere = open.find((d) => d.issueId === issue.id && d.bureau === bureau);
          if (openHere) {
            const stage = openDisputeStage({
              ...openHere,
              consumerApprovedAt: iso(openHere.consumerApprovedAt),
            });
            skipped.push({
              issueId: issue.id,
              issueTitle: issue.title,
              bureau,
              reason: 'OPEN_DISPUTE',
              message: openDisputeMessage(bureau, stage),
            });
          } else if (issue.bureaus.length > 0 && !issue.bureaus.includes(bureau)) {
            skipped.push({
              issueId: issue.id,
              issueTitle: issue.title,
              bureau,
              reason: 'NOT_REPORTED',
              message: `${bureauLabel[bureau]} does not report this item`,
            });
          } else {
            toWrite.push({ issue, bureau });
          }
        }
      }
      if (toWrite.length === 0) throw conflict(letterBatchMessages.nothingToDraft);
      if (toWrite.length > letterBatchLimits.maxLetters) {
        throw badRequest(`At most ${letterBatchLimits.maxLetters} letters at once`, [
          { field: 'issueIds', message: `At most ${letterBatchLimits.maxLetters} letters at once` },
        ]);
      }
      // Letters first, disputes after: an engine failure leaves nothing half saved.
      const drafts = [];
      for (const { issue, bureau } of toWrite) {
        drafts.push(
          await deps.letters.writeForClient(admin, {
            issue: { id: issue.id },
            clientName: input.clientName || 'Client',
            bureau,
          }),
        );
      }
      const created = [];
      for (const d of drafts) {
        created.push(
          await deps.disputes.create(admin, {
            userId: d.userId,
            issueId: d.issueId,
            bureau: d.bureau,
            reason: d.reason,
            letterType: d.letterType,
            letterContent: d.letter,
            letterGenerated: true,
          }),
        );
      }
      return { created, skipped };
    },
  };
}
export type LetterBatchService = ReturnType<typeof createLetterBatchService>;
