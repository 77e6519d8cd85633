import { type Bureau, bureauCodes } from '@app/contracts/bureaus';
import { dayIn } from '@app/contracts/common/dates';
import type {
  DisputeOutcome,
  LedgerItem,
  OutcomeField,
  OutcomeKind,
} from '@app/contracts/dispute-outcomes.contract';
import type { Transaction } from '../../db/transaction';
import type { MailedLetters } from '../disputes/mailed-letters';
import type {
  DisputeOutcomeRow,
  DisputeOutcomesRepository,
  NewDisputeOutcome,
} from './dispute-outcomes.repository';
import {
  compareBureauFiles,
  letterBefore,
  type MailedLetter,
  type OutcomeDraft,
  stillDeleted,
} from './file-comparison';
import { type BureauFile, canonicalItems, ledgerItem } from './file-items';
import { matchScore } from './item-matcher';
import type { ReinsertionWatchService } from './reinsertion-watch.service';

const toOutcome = (r: DisputeOutcomeRow): DisputeOutcome => ({
  id: r.id,
  userId: r.userId,
  bureau: r.bureau,
  kind: r.kind,
  item: r.item,
  previous: r.previous ?? null,
  changedFields: r.changedFields,
  disputeId: r.disputeId,
  roundNumber: r.roundNumber,
  correctsId: r.correctsId,
  observedOn: r.observedOn,
  recordedAt: r.recordedAt.toISOString(),
});

/** How many letters the clock closes per statement. */
const noAnswerBatch = 500;

/**
 * The outcome ledger: each file brought in is compared with the person's previous file, bureau by
 * bureau, and what changed is written as outcomes linked to the letter before them; the 30-day
 * clock closes letters the bureau never answered. Nothing here lets a person write an outcome.
 */
export function createDisputeOutcomesService(deps: {
  repo: DisputeOutcomesRepository;
  letters: Pick<MailedLetters, 'lettersOfWithin' | 'unansweredPast'>;
  /** Each reinsertion written opens the bureau's notice window (FCRA §611(a)(5)(B)). */
  reinsertions?: Pick<ReinsertionWatchService, 'openWithin'>;
  /** The company's zone: a letter's mailing day is its calendar day there. */
  timeZone: string;
}) {
  const { repo } = deps;

  return {
    /**
     * Compares each bureau's part of a file brought in (an upload confirmed, a sync, a connect) with
     * that bureau's previous file and appends what changed, in the caller's transaction. The same
     * report brought in again compares nothing; a bureau's first file is the baseline.
     */
    async recordFileWithin(
      tx: Transaction,
      input: { userId: number; files: BureauFile[]; at: Date; today: string },
    ): Promise<DisputeOutcome[]> {
      const { userId, at, today } = input;
      let letters: MailedLetter[] | null = null;
      const lettersBefore = async () => {
        letters ??= (await deps.letters.lettersOfWithin(tx, userId)).filter(
          (l) => l.sentAt <= at.toISOString(),
        );
        return letters;
      };
      const rows: NewDisputeOutcome[] = [];
      const bureaus = input.files.map((f) => f.bureau);
      if (bureaus.length === 0) return [];
      const previousFiles = new Map(
        (await repo.latestSnapshotsWithin(tx, userId, bureaus)).map((s) => [s.bureau, s]),
      );
      const history = await repo.deletionsWithin(tx, userId, bureaus);
      for (const file of input.files) {
        const previous = previousFiles.get(file.bureau) ?? null;
        if (previous?.documentKey === file.documentKey) continue;
        // A file that says what the previous one said is not kept again (daily syncs would pile up
        // copies); it is still compared, since an answer since then makes its items VERIFIED.
        const snapshotId =
          previous && sameItems(previous.items, file.items)
            ? previous.id
            : await repo.insertSnapshotWithin(tx, {
                userId,
                bureau: file.bureau,
                documentKey: file.documentKey,
                items: file.items,
                takenAt: at,
              });
        if (snapshotId === null || previous === null) continue;
        const deletedEarlier = stillDeleted(history.filter((h) => h.bureau === file.bureau));
        const { drafts, unchanged } = compareBureauFiles({
          before: previous.items,
          after: file.items,
          deletedEarlier,
        });
        const mailed = await lettersBefore();
        const linked = (draft: OutcomeDraft): NewDisputeOutcome => {
          const letter = letterBefore(draft.item, mailed);
          if (letter) letter.settled = true;
          return {
            userId,
            bureau: file.bureau,
            ...draft,
            disputeId: letter?.disputeId ?? null,
            roundNumber: letter?.roundNumber ?? null,
            snapshotId,
            observedOn: today,
            recordedAt: at,
          };
        };
        for (const draft of drafts) rows.push(linked(draft));
        // Unchanged after the bureau answered the letter about it: the bureau verified it.
        for (const item of unchanged) {
          const letter = letterBefore(item, mailed);
          if (letter?.answered && !letter.settled) rows.push(linked(verified(item)));
        }
      }
      const written = (await repo.appendWithin(tx, rows)).map(toOutcome);
      await deps.reinsertions?.openWithin(tx, written);
      return written;
    },

    /**
     * Closes each letter whose 30 days ran out before `today` (the job's clock, not the wall's)
     * with no answer and no change: one NO_ANSWER entry per letter, whatever the number of runs.
     */
    async recordNoAnswers(today: string, at: Date) {
      let afterId = 0;
      let recorded = 0;
      for (;;) {
        const due = await deps.letters.unansweredPast(today, afterId, noAnswerBatch);
        if (due.length === 0) return { recorded };
        recorded += await repo.appendNoAnswers(
          due.map((l) => ({
            userId: l.userId,
            bureau: l.bureau,
            kind: 'NO_ANSWER' as const,
            item: ledgerItem({
              bureau: l.bureau,
              creditor: l.creditor,
              accountLast4: l.accountLast4,
              accountType: l.type,
              balanceCents: l.amountCents,
              delinquentSince: l.dateReported,
            }),
            disputeId: l.disputeId,
            roundNumber: l.roundNumber,
            observedOn: today,
            recordedAt: at,
          })),
        );
        afterId = (due[due.length - 1] as { disputeId: number }).disputeId;
      }
    },

    /**
     * The client's items at each bureau an answer letter may speak of: those of the bureau's newest
     * file, then those of the letters mailed to it that no file shows.
     */
    async itemsOf(userId: number): Promise<LedgerItem[]> {
      return repo.inTransaction(async (tx) => {
        const files = await repo.latestSnapshotsWithin(tx, userId, [...bureauCodes]);
        const items: LedgerItem[] = files.flatMap((f) => f.items);
        for (const l of await deps.letters.lettersOfWithin(tx, userId)) {
          const item = letterItem(l);
          if (!items.some((i) => matchScore(i, item) !== null)) items.push(item);
        }
        return items;
      });
    },

    /**
     * What a person confirmed from a bureau's answer letter, appended in the caller's transaction:
     * one entry per item, linked to the newest letter mailed to that bureau about it by the answer
     * letter's date, naming the answer letter. No file is kept for them (the snapshot stays empty):
     * an entry seen on a report and one a bureau wrote remain told apart.
     */
    async recordAnswerLetterWithin(
      tx: Transaction,
      input: {
        userId: number;
        bureau: Bureau;
        answerLetterId: number;
        letterDate: string;
        results: {
          kind: Extract<OutcomeKind, 'DELETED' | 'UPDATED' | 'VERIFIED'>;
          item: LedgerItem;
          changedFields: OutcomeField[];
        }[];
        at: Date;
      },
    ): Promise<DisputeOutcome[]> {
      // Mailed by the answer letter's date, both days of the company's calendar.
      const mailed = (await deps.letters.lettersOfWithin(tx, input.userId)).filter(
        (l) => dayIn(deps.timeZone, new Date(l.sentAt)) <= input.letterDate,
      );
      const rows: NewDisputeOutcome[] = input.results.map((r) => {
        const letter = letterBefore(r.item, mailed);
        return {
          userId: input.userId,
          bureau: input.bureau,
          kind: r.kind,
          item: r.item,
          previous: null,
          changedFields: r.kind === 'UPDATED' ? r.changedFields : [],
          disputeId: letter?.disputeId ?? null,
          roundNumber: letter?.roundNumber ?? null,
          snapshotId: null,
          answerLetterId: input.answerLetterId,
          observedOn: input.letterDate,
          recordedAt: input.at,
        };
      });
      return (await repo.appendWithin(tx, rows)).map(toOutcome);
    },

    async list(userId: number) {
      return { outcomes: (await repo.listForUser(userId)).map(toOutcome) };
    },
  };
}
export type DisputeOutcomesService = ReturnType<typeof createDisputeOutcomesService>;

/** A mailed letter's item as the ledger holds items (what the letter knew of it). */
const letterItem = (l: MailedLetter): LedgerItem =>
  ledgerItem({ bureau: l.bureau, creditor: l.creditor, accountLast4: l.accountLast4 });

const sameItems = (a: readonly LedgerItem[], b: readonly LedgerItem[]) =>
  a.length === b.length && canonicalItems(a) === canonicalItems(b);

const verified = (item: LedgerItem): OutcomeDraft => ({
  kind: 'VERIFIED',
  item,
  previous: null,
  changedFields: [],
});
