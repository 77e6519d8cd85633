import type { Bureau } from '@app/contracts/bureaus';
import { dayIn } from '@app/contracts/common/dates';
import { defaultReasonFor } from '@app/contracts/dispute-letters.contract';
import type { DisputeOutcome, LedgerItem } from '@app/contracts/dispute-outcomes.contract';
import type { Dispute } from '@app/contracts/disputes.contract';
import {
  type RecordReinsertionNoticeRequest,
  type ReinsertionWatch,
  reinsertionMessages,
  reinsertionNoticeDueOn,
} from '@app/contracts/reinsertion-watch.contract';
import type { Transaction } from '../../db/transaction';
import { accountFacts } from '../../integrations/ai/facts-from-records';
import { assertCanSee } from '../../platform/auth/record-owner';
import type { RequestOrigin } from '../../platform/auth/request-origin';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { CreditIssuesService } from '../credit-issues/credit-issues.service';
import type { LetterWriter } from '../credit-tools/letter-writer';
import type { DisputesService } from '../disputes/disputes.service';
import type { UsersService } from '../users/users.service';
import { matchItems } from './item-matcher';
import type { ReinsertionWatchRepository, ReinsertionWatchRow } from './reinsertion-watch.repository';

const toWatch = (r: ReinsertionWatchRow): ReinsertionWatch => ({
  id: r.id,
  userId: r.userId,
  reinsertedOn: r.reinsertedOn,
  noticeDueOn: r.noticeDueOn,
  noticeReceivedOn: r.noticeReceivedOn,
  flaggedOn: r.flaggedOn,
  letterDisputeId: r.letterDisputeId,
});

/** How many windows the nightly check flags per statement. */
const flagBatch = 5000;

/**
 * The reinsertion watch (FCRA §611(a)(5)(B)): each item the ledger sees come back opens a window of
 * 5 business days for the bureau's written notice; the nightly check flags the windows that closed
 * with none on time, and from the work queue's row a person records the notice or drafts the letter.
 */
export function createReinsertionWatchService(deps: {
  repo: ReinsertionWatchRepository;
  /** The company's calendar: the days a window opens and closes on. */
  timeZone: string;
  now?: () => Date;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  /** The watch as the viewer may reach it; another organization's, or a client out of reach, is 404. */
  const reachable = async (viewer: SessionUser, id: number) => {
    const row = await repo.find(id);
    if (!row) throw notFound('Reinsertion');
    await assertCanSee(viewer, row.userId, 'Reinsertion');
    return row;
  };

  return {
    /** Opens a window for each reinsertion the ledger just wrote, in the ledger's transaction. */
    async openWithin(tx: Transaction, outcomes: DisputeOutcome[]) {
      const back = outcomes.filter((o) => o.kind === 'REINSERTED');
      if (back.length === 0) return;
      const issues = await repo.issuesOfWithin(
        tx,
        back.flatMap((o) => (o.disputeId === null ? [] : [o.disputeId])),
      );
      await repo.insertWithin(
        tx,
        back.map((o) => ({
          userId: o.userId,
          outcomeId: o.id,
          bureau: o.bureau,
          item: o.item,
          issueId: o.disputeId === null ? null : (issues.get(o.disputeId) ?? null),
          reinsertedOn: o.observedOn,
          noticeDueOn: reinsertionNoticeDueOn(o.observedOn),
        })),
      );
    },

    /** A person records the day the bureau's notice came. */
    async recordNotice(viewer: SessionUser, id: number, input: RecordReinsertionNoticeRequest) {
      const row = await reachable(viewer, id);
      const today = dayIn(deps.timeZone, now());
      const field = (message: string) => badRequest(message, [{ field: 'receivedOn', message }]);
      if (input.receivedOn > today) throw field(reinsertionMessages.noticeInFuture);
      if (input.receivedOn < row.reinsertedOn) throw field(reinsertionMessages.noticeBeforeReinsertion);
      const saved = await repo.recordNotice(
        id,
        { noticeReceivedOn: input.receivedOn, noticeSource: 'PERSON', noticeRecordedById: viewer.id },
        input.receivedOn <= row.noticeDueOn,
      );
      if (!saved) throw notFound('Reinsertion');
      return toWatch(saved);
    },

    /**
     * A bureau's notice letter, confirmed by a person: the notice is recorded, dated the letter's
     * date, on each window of the items it names still waiting for one (on time lifts a flag; a
     * late one is kept and the flag stays). Answers how many windows it recorded it on.
     */
    async noticeFromLetterWithin(
      tx: Transaction,
      input: { userId: number; bureau: Bureau; items: LedgerItem[]; receivedOn: string; byId: number },
    ) {
      const waiting = await repo.awaitingNoticeWithin(tx, input.userId, input.bureau);
      const { pairs } = matchItems(
        waiting.map((w) => w.item),
        input.items,
      );
      for (const [i] of pairs) {
        const window = waiting[i] as ReinsertionWatchRow;
        await repo.recordNoticeWithin(
          tx,
          window.id,
          {
            noticeReceivedOn: input.receivedOn,
            noticeSource: 'BUREAU_ANSWER',
            noticeRecordedById: input.byId,
          },
          input.receivedOn <= window.noticeDueOn,
        );
      }
      return pairs.length;
    },

    /** The nightly check: every window that closed before today with no notice on time is flagged. */
    async flagClosedWindows(today: string) {
      let flagged = 0;
      for (;;) {
        const n = await repo.flagClosedWindows(today, flagBatch);
        flagged += n;
        if (n < flagBatch) return { flagged };
      }
    },

    toWatch,
    reachable,
  };
}
export type ReinsertionWatchService = ReturnType<typeof createReinsertionWatchService>;

/**
 * The letter about an item reinstated without the bureau's written notice (it demands deletion, the
 * notice and the furnisher's certification of accuracy), drafted from the work queue's row through
 * the house's letter path and saved as the client's dispute: unapproved, so it is mailed only once the client approves it.
 */
export function createReinsertionLetters(deps: {
  watch: Pick<ReinsertionWatchService, 'reachable'>;
  repo: Pick<ReinsertionWatchRepository, 'setLetterWithin'>;
  letters: LetterWriter;
  issues: Pick<CreditIssuesService, 'get'>;
  users: Pick<UsersService, 'profile'>;
  disputes: Pick<DisputesService, 'create'>;
  timeZone: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async draft(viewer: SessionUser, id: number, origin: RequestOrigin): Promise<Dispute> {
      const row = await deps.watch.reachable(viewer, id);
      if (row.letterDisputeId !== null) throw conflict(reinsertionMessages.letterAlreadyDrafted);
      if (row.noticeReceivedOn !== null && row.noticeReceivedOn <= row.noticeDueOn) {
        throw conflict(reinsertionMessages.noticeOnTime);
      }
      if (row.issueId === null) throw conflict(reinsertionMessages.noItemOnFile);
      const issue = await deps.issues.get(viewer, row.issueId);
      const person = await deps.users.profile(row.userId);
      const reason = defaultReasonFor(issue.type, issue.findings);
      const letterContent = await deps.letters.write({
        letterType: 'REINSERTION_WITHOUT_NOTICE',
        reason,
        bureau: row.bureau,
        date: dayIn(deps.timeZone, now()),
        person,
        account: accountFacts(issue),
        reinsertion: { reinsertedOn: row.reinsertedOn, noticeDueOn: row.noticeDueOn },
      });
      return deps.disputes.create(
        viewer,
        {
          userId: row.userId,
          issueId: issue.id,
          bureau: row.bureau,
          letterType: 'REINSERTION_WITHOUT_NOTICE',
          reason,
          letterContent,
          letterGenerated: true,
        },
        async (tx, created) => {
          // Two people drafting at once: the second letter is not saved.
          if ((await deps.repo.setLetterWithin(tx, row.id, created.id)) === null) {
            throw conflict(reinsertionMessages.letterAlreadyDrafted);
          }
          await deps.letters.recordWithin(tx, row.userId, {
            actorId: viewer.id,
            action: 'letter.generated',
            targetType: 'credit_issue',
            targetId: issue.id,
            subjectUserId: row.userId,
            origin,
            details: { bureau: row.bureau, reason, engine: deps.letters.engine, disputeId: created.id },
          });
        },
        null,
        { ledger: true },
      );
    },
  };
}
export type ReinsertionLetters = ReturnType<typeof createReinsertionLetters>;
