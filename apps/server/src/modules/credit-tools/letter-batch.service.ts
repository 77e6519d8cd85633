import { type Bureau, bureauCodes, bureauLabel } from '@app/contracts/bureaus';
import {
  type DraftLettersResponse,
  type draftLettersRequest,
  letterBatchLimits,
  letterBatchMessages,
  openDisputeMessage,
  openDisputeStage,
  type PreviewLettersResponse,
  type SkippedLetter,
} from '@app/contracts/dispute-batch.contract';
import {
  bureauAddressedLetterTypes,
  type DisputeLetterType,
  type DisputeReason,
  defaultReasonFor,
  letterTypesByIssueType,
  reasonsByIssueType,
} from '@app/contracts/dispute-letters.contract';
import type { Dispute } from '@app/contracts/disputes.contract';
import type { z } from 'zod';
import type { Transaction } from '../../db/transaction';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { RequestOrigin } from '../../platform/auth/request-origin';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { CreditIssuesService } from '../credit-issues/credit-issues.service';
import type { DisputesService } from '../disputes/disputes.service';
import type { ClientLetterService } from './client-letter.service';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type Issue = Awaited<ReturnType<CreditIssuesService['get']>>;
/** One letter the batch will write: an item at a bureau, with its reason, type and perhaps its text. */
interface PlannedLetter {
  issue: Issue;
  bureau: Bureau;
  reason: DisputeReason;
  letterType: DisputeLetterType;
  /** A previewed letter the admin kept (and perhaps edited): saved as it is, not written again. */
  letterContent?: string;
}

/**
 * Issue 21: the Dispute Center drafts the letters for several items at several bureaus at once,
 * one letter per item and bureau through the same letter engine as a single letter, each saved as
 * a dispute that waits for the client's approval. Each item may have its own reason, letter type
 * and bureaus; left out, the reason is the one its findings support and the bureaus are every one
 * reporting it. Pairs already under dispute are skipped and said. A preview writes the same letters
 * without saving anything, so the admin reads (and edits) them first.
 */
export function createLetterBatchService(deps: {
  issues: Pick<CreditIssuesService, 'get'>;
  disputes: Pick<DisputesService, 'openDisputesOf' | 'create'>;
  letters: Pick<ClientLetterService, 'writeForClient'>;
  audit: AuditLog;
}) {
  async function plan(admin: SessionUser, input: z.output<typeof draftLettersRequest>) {
    const byItem = input.items !== undefined;
    const items = input.items ?? (input.issueIds ?? []).map((issueId) => ({ issueId }));
    const field = (index: number) => (byItem ? `items.${index}` : `issueIds.${index}`);
    // Every item is checked before anything is written: a bad one fails the request, not half of it.
    const issues: Issue[] = [];
    for (const [index, item] of items.entries()) {
      const issue = await deps.issues.get(admin, item.issueId).catch(() => null);
      if (!issue || issue.userId !== input.userId) throw notFound('Credit issue');
      if (issue.status === 'RESOLVED') {
        throw badRequest(`${issue.title} is already resolved`, [
          {
            field: byItem ? `${field(index)}.issueId` : field(index),
            message: 'Resolved items are not disputed',
          },
        ]);
      }
      issues.push(issue);
    }
    const open = await deps.disputes.openDisputesOf(issues.map((i) => i.id));
    const skipped: SkippedLetter[] = [];
    const toWrite: PlannedLetter[] = [];
    for (const [index, item] of items.entries()) {
      const issue = issues[index] as Issue;
      const at = field(index);
      const choice = item as Partial<NonNullable<typeof input.items>[number]>;
      // Unless the admin picks one, the reason is the one the report's own facts support.
      const reason = choice.reason ?? defaultReasonFor(issue.type, issue.findings);
      if (!reasonsByIssueType[issue.type].includes(reason)) {
        throw badRequest(`This reason does not fit ${issue.title}`, [
          { field: `${at}.reason`, message: letterBatchMessages.reasonDoesNotFit },
        ]);
      }
      const letterType = choice.letterType ?? 'BUREAU_DISPUTE';
      if (
        !bureauAddressedLetterTypes.includes(letterType) ||
        !letterTypesByIssueType[issue.type].includes(letterType)
      ) {
        throw badRequest(`This letter type does not fit ${issue.title}`, [
          { field: `${at}.letterType`, message: letterBatchMessages.letterTypeDoesNotFit },
        ]);
      }
      const reporting: readonly Bureau[] = issue.bureaus.length > 0 ? issue.bureaus : bureauCodes;
      // Bureaus chosen for this very item must report it; a batch-wide list skips those that do not.
      if (choice.bureaus) {
        for (const [b, bureau] of choice.bureaus.entries()) {
          if (!reporting.includes(bureau)) {
            throw badRequest(`${bureauLabel[bureau]} does not report ${issue.title}`, [
              { field: `${at}.bureaus.${b}`, message: letterBatchMessages.bureauNotReporting },
            ]);
          }
        }
      }
      const bureaus = choice.bureaus ?? input.bureaus ?? reporting;
      for (const [l, letter] of (choice.letters ?? []).entries()) {
        if (!bureaus.includes(letter.bureau)) {
          throw badRequest(letterBatchMessages.letterNotChosen, [
            { field: `${at}.letters.${l}.bureau`, message: letterBatchMessages.letterNotChosen },
          ]);
        }
      }
      for (const bureau of bureaus) {
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
        } else if (!reporting.includes(bureau)) {
          skipped.push({
            issueId: issue.id,
            issueTitle: issue.title,
            bureau,
            reason: 'NOT_REPORTED',
            message: `${bureauLabel[bureau]} does not report this item`,
          });
        } else {
          const kept = choice.letters?.find((l) => l.bureau === bureau);
          toWrite.push({ issue, bureau, reason, letterType, letterContent: kept?.letterContent });
        }
      }
    }
    if (toWrite.length === 0) throw conflict(letterBatchMessages.nothingToDraft);
    if (toWrite.length > letterBatchLimits.maxLetters) {
      throw badRequest(`At most ${letterBatchLimits.maxLetters} letters at once`, [
        {
          field: byItem ? 'items' : 'issueIds',
          message: `At most ${letterBatchLimits.maxLetters} letters at once`,
        },
      ]);
    }
    return { toWrite, skipped };
  }

  const write = (admin: SessionUser, clientName: string | undefined, p: PlannedLetter) =>
    deps.letters.writeForClient(
      admin,
      {
        issue: { id: p.issue.id },
        clientName: clientName || 'Client',
        bureau: p.bureau,
        reason: p.reason,
        letterType: p.letterType,
      },
      null,
    );

  return {
    /** The letters the request would save, written and shown, none saved. */
    async preview(
      admin: SessionUser,
      input: z.output<typeof draftLettersRequest>,
    ): Promise<PreviewLettersResponse> {
      const { toWrite, skipped } = await plan(admin, input);
      const letters = [];
      for (const p of toWrite) {
        const d = p.letterContent === undefined ? await write(admin, input.clientName, p) : null;
        letters.push({
          issueId: p.issue.id,
          issueTitle: p.issue.title,
          bureau: p.bureau,
          reason: p.reason,
          letterType: p.letterType,
          letterContent: d?.letter ?? (p.letterContent as string),
          missingAddress: d?.missingAddress ?? false,
        });
      }
      return { letters, skipped };
    },

    async draft(
      admin: SessionUser,
      input: z.output<typeof draftLettersRequest>,
      origin: RequestOrigin,
    ): Promise<DraftLettersResponse> {
      const { toWrite, skipped } = await plan(admin, input);
      // Letters first, disputes after: an engine failure leaves nothing half saved.
      const drafts = [];
      for (const p of toWrite) {
        drafts.push({
          p,
          letterContent: p.letterContent ?? (await write(admin, input.clientName, p)).letter,
        });
      }
      const created = [];
      for (const { p, letterContent } of drafts) {
        // Each letter's audit entry lands in its dispute's own transaction.
        const audited = (tx: Transaction, dispute: Dispute) =>
          deps.audit.record(
            {
              actorId: admin.id,
              action: 'letter.generated',
              targetType: 'credit_issue',
              targetId: p.issue.id,
              subjectUserId: p.issue.userId,
              origin,
              details: { bureau: p.bureau, reason: p.reason, disputeId: dispute.id, batch: true },
            },
            tx,
          );
        created.push(
          await deps.disputes.create(
            admin,
            {
              userId: p.issue.userId,
              issueId: p.issue.id,
              bureau: p.bureau,
              reason: p.reason,
              letterType: p.letterType,
              letterContent,
              letterGenerated: true,
            },
            audited,
          ),
        );
      }
      return { created, skipped };
    },
  };
}
export type LetterBatchService = ReturnType<typeof createLetterBatchService>;
