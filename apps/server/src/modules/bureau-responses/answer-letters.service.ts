import { createHash } from 'node:crypto';
import {
  type AnswerLetterCandidate,
  type AnswerLetterFileType,
  type AnswerResult,
  type AnswerLetterRow as AnswerRow,
  answerLetterContentTypes,
  answerLetterFileTypes,
  answerLetterMessages,
  answerResultLabels,
  type BureauAnswerLetter,
  type ConfirmAnswerLetterRequest,
  type ConfirmAnswerLetterResponse,
  type uploadAnswerLetterRequest,
} from '@app/contracts/bureau-answer-letters.contract';
import type { Bureau } from '@app/contracts/bureaus';
import { dayIn } from '@app/contracts/common/dates';
import type { LedgerItem } from '@app/contracts/dispute-outcomes.contract';
import type { z } from 'zod';
import type { AuditLog } from '../../platform/audit/audit-log';
import { assertCanSee, clientProfile, recordOwnerFor } from '../../platform/auth/record-owner';
import type { RequestOrigin } from '../../platform/auth/request-origin';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { checkedUpload } from '../../platform/files/checked-upload';
import type { DisputeOutcomesService } from '../dispute-outcomes/dispute-outcomes.service';
import { ledgerItem } from '../dispute-outcomes/file-items';
import { matchScore } from '../dispute-outcomes/item-matcher';
import type { ReinsertionWatchService } from '../dispute-outcomes/reinsertion-watch.service';
import type { DisputesService } from '../disputes/disputes.service';
import type { ReadReport } from '../report-uploads/report-reading/read-report';
import { createReadingBudget } from '../report-uploads/report-reading/reading-budget';
import type { UsersService } from '../users/users.service';
import { type AnswerLetterReading, readAnswerLetter } from './answer-letter-reading';
import type { AnswerLetterRow, AnswerLettersRepository } from './answer-letters.repository';

/** An item's key on the confirm screen: the same item gives the same key while the file is unchanged. */
const keyOf = (item: LedgerItem) =>
  createHash('sha256')
    .update(JSON.stringify([item.bureau, item.creditor, item.accountLast4, item.accountType, item.openedOn]))
    .digest('hex')
    .slice(0, 16);

const candidatesOf = (items: LedgerItem[]) =>
  items.map((item) => ({ key: keyOf(item), item, bureau: item.bureau }));

/** The client's item a row is about: the surest match at the letter's bureau, or none. */
function matchedKey(
  row: { creditor: string; accountLast4: string | null },
  bureau: Bureau | null,
  items: LedgerItem[],
): string | null {
  if (!bureau) return null;
  const read = asItem(bureau, row);
  let best: { key: string; score: number } | null = null;
  for (const item of items) {
    const score = matchScore(read, item);
    if (score !== null && (!best || score > best.score)) best = { key: keyOf(item), score };
  }
  return best?.key ?? null;
}

/** A row's item as the letter names it, when no item of the file is picked. */
const asItem = (bureau: Bureau, row: { creditor: string; accountLast4: string | null }): LedgerItem =>
  ledgerItem({ bureau, creditor: row.creditor, accountLast4: row.accountLast4 });

const toLetter = (r: AnswerLetterRow, candidates: AnswerLetterCandidate[] = []): BureauAnswerLetter => ({
  id: r.id,
  userId: r.userId,
  fileName: r.fileName,
  fileType: r.fileType,
  status: r.status,
  bureau: r.bureau,
  letterDate: r.letterDate,
  reinsertionNotice: r.reinsertionNotice,
  rows: r.rows,
  candidates: candidates as BureauAnswerLetter['candidates'],
  createdAt: r.createdAt.toISOString(),
  confirmedAt: r.confirmedAt?.toISOString() ?? null,
});

/**
 * Bureaus' results letters read into the outcome ledger: uploaded by the consumer or the team, kept
 * sealed, read (text layer, else OCR) into per-item results, and counted only once a person of the
 * team confirms them. A letter that cannot be read is kept for a person all the same.
 */
export function createAnswerLettersService(deps: {
  repo: AnswerLettersRepository;
  secretBox: SecretBox;
  readReport: ReadReport;
  audit: AuditLog;
  users: Pick<UsersService, 'profile'>;
  outcomes: Pick<DisputeOutcomesService, 'itemsOf' | 'recordAnswerLetterWithin'>;
  watch: Pick<ReinsertionWatchService, 'noticeFromLetterWithin'>;
  disputes: Pick<DisputesService, 'recordBureauAnswerWithin'>;
  timeZone: string;
  readingTimeLimitMs: number;
  log?: (err: unknown) => void;
  now?: () => Date;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function visible(viewer: SessionUser, id: number) {
    const row = await repo.find(id);
    if (!row) throw notFound('Answer letter');
    await assertCanSee(viewer, row.userId, 'Answer letter');
    return row;
  }

  /** The letter's words; a file that cannot be read (or reads as nothing) gives null. */
  async function read(bytes: Buffer, type: AnswerLetterFileType): Promise<AnswerLetterReading | null> {
    const budget = createReadingBudget(deps.readingTimeLimitMs, () => now().getTime());
    try {
      const text = await deps.readReport(bytes, type, budget);
      const reading = readAnswerLetter(text.lines.map((l) => l.text));
      return reading.rows.length > 0 || reading.reinsertionNotice ? reading : null;
    } catch (err) {
      // Unreadable for the person (kept and queued); a reader's failure is a bug for the log.
      deps.log?.(err);
      return null;
    }
  }

  return {
    async upload(
      viewer: SessionUser,
      input: z.output<typeof uploadAnswerLetterRequest>,
      origin: RequestOrigin,
    ) {
      const userId = await recordOwnerFor(viewer, input.userId);
      await clientProfile(deps.users.profile, userId, 'Client');
      const bytes = Buffer.from(input.fileData, 'base64');
      const { type: actual, sha256 } = checkedUpload(
        bytes,
        input,
        answerLetterFileTypes,
        answerLetterMessages.wrongType,
      );
      const reading = await read(bytes, actual);
      const items = reading?.bureau ? await deps.outcomes.itemsOf(userId) : [];
      const rows: AnswerRow[] = (reading?.rows ?? []).map((r) => ({
        ...r,
        itemKey: matchedKey(r, reading?.bureau ?? null, items),
      }));
      const saved = await repo.insert(
        {
          userId,
          uploadedById: origin.impersonation?.adminId ?? viewer.id,
          fileName: input.fileName,
          fileType: actual,
          sizeBytes: bytes.length,
          sha256,
          contentSealed: deps.secretBox.seal(bytes.toString('base64')),
          status: reading ? 'READ' : 'UNREADABLE',
          bureau: reading?.bureau ?? null,
          letterDate: reading?.letterDate ?? null,
          reinsertionNotice: reading?.reinsertionNotice ?? false,
          rows,
        },
        (tx, row) =>
          deps.audit.record(
            {
              actorId: viewer.id,
              action: 'answer_letter.uploaded',
              targetType: 'bureau_answer_letter',
              targetId: row.id,
              subjectUserId: row.userId,
              origin,
            },
            tx,
          ),
      );
      return toLetter(saved, candidatesOf(items));
    },

    async list(viewer: SessionUser, userId: number) {
      return (await repo.listForUser(await recordOwnerFor(viewer, userId))).map((r) => toLetter(r));
    },

    /** The letter, its reading, and the client's items at each bureau a row may be about. */
    async get(viewer: SessionUser, id: number) {
      const row = await visible(viewer, id);
      return toLetter(row, candidatesOf(await deps.outcomes.itemsOf(row.userId)));
    },

    async file(viewer: SessionUser, id: number) {
      const stored = await repo.findFile(id);
      if (!stored) throw notFound('Answer letter');
      await assertCanSee(viewer, stored.userId, 'Answer letter');
      return {
        fileName: stored.fileName,
        contentType: answerLetterContentTypes[stored.fileType],
        bytes: Buffer.from(deps.secretBox.open(stored.contentSealed), 'base64'),
      };
    },

    /**
     * A person's checked results become the ledger's entries (a results letter) or the bureau's
     * notice on the items' reinsertion windows (a reinsertion notice), with the letter's answer on
     * each dispute it answers, in one transaction. A second confirmation writes nothing.
     */
    async confirm(
      viewer: SessionUser,
      id: number,
      input: ConfirmAnswerLetterRequest,
      origin: RequestOrigin,
    ): Promise<ConfirmAnswerLetterResponse> {
      const letter = await visible(viewer, id);
      if (letter.confirmedAt) throw conflict(answerLetterMessages.alreadyConfirmed);
      if (input.letterDate > dayIn(deps.timeZone, now())) {
        throw badRequest(answerLetterMessages.dateInFuture, [
          { field: 'body.letterDate', message: answerLetterMessages.dateInFuture },
        ]);
      }
      const byKey = new Map(
        (await deps.outcomes.itemsOf(letter.userId))
          .filter((i) => i.bureau === input.bureau)
          .map((i) => [keyOf(i), i]),
      );
      const results = input.rows.map((r, i) => {
        if (r.itemKey === null) return { row: r, item: asItem(input.bureau, r) };
        const item = byKey.get(r.itemKey);
        if (!item) {
          throw badRequest(answerLetterMessages.unknownItem, [
            { field: `body.rows.${i}.itemKey`, message: answerLetterMessages.unknownItem },
          ]);
        }
        return { row: r, item };
      });
      const at = now();
      const done = await repo.confirm(
        id,
        {
          bureau: input.bureau,
          letterDate: input.letterDate,
          reinsertionNotice: input.reinsertionNotice,
          rows: input.rows,
          confirmedById: viewer.id,
        },
        async (tx, saved) => {
          const base = { userId: saved.userId, bureau: input.bureau };
          // A reinsertion notice tells of items put back: the ledger saw that on a report already.
          const notices = input.reinsertionNotice
            ? await deps.watch.noticeFromLetterWithin(tx, {
                ...base,
                items: results.map((r) => r.item),
                receivedOn: input.letterDate,
                byId: viewer.id,
              })
            : 0;
          const written = input.reinsertionNotice
            ? []
            : await deps.outcomes.recordAnswerLetterWithin(tx, {
                ...base,
                answerLetterId: saved.id,
                letterDate: input.letterDate,
                results: results.map(({ row, item }) => ({
                  kind: row.result,
                  item,
                  changedFields: row.changedFields,
                })),
                at,
              });
          // Each dispute the letter answers gets the answer, as a typed answer records it.
          const answered = new Map<number, { result: AnswerResult; creditor: string }>();
          for (const o of written) {
            // The entries were written from the rows' results: a deletion, an update or a verification.
            if (o.disputeId !== null && !answered.has(o.disputeId))
              answered.set(o.disputeId, { result: o.kind as AnswerResult, creditor: o.item.creditor });
          }
          for (const [disputeId, a] of answered) {
            await deps.disputes.recordBureauAnswerWithin(tx, disputeId, a.result, input.letterDate);
            await repo.insertResponseWithin(tx, {
              userId: saved.userId,
              disputeId,
              bureau: input.bureau,
              responseType: a.result,
              responseText: `From the bureau’s answer letter of ${input.letterDate}: ${a.creditor}, ${answerResultLabels[a.result].toLowerCase()}.`,
              responseDate: input.letterDate,
              createdById: viewer.id,
            });
          }
          await deps.audit.record(
            {
              actorId: viewer.id,
              action: 'answer_letter.confirmed',
              targetType: 'bureau_answer_letter',
              targetId: saved.id,
              subjectUserId: saved.userId,
              origin,
              details: { recorded: written.length, notices },
            },
            tx,
          );
          return { written, notices };
        },
      );
      if (!done) throw conflict(answerLetterMessages.alreadyConfirmed);
      return {
        letter: toLetter(done.saved),
        recorded: done.result.written.length,
        noticesRecorded: done.result.notices,
      };
    },
  };
}
export type AnswerLettersService = ReturnType<typeof createAnswerLettersService>;
