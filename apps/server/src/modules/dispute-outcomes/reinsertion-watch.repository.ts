import { and, asc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { disputes, reinsertionWatches } from '../../db/schema';
import type { Transaction } from '../../db/transaction';

export type ReinsertionWatchRow = typeof reinsertionWatches.$inferSelect;
type NewReinsertionWatch = typeof reinsertionWatches.$inferInsert;

/** A window still to be judged: no flag yet, and no notice received on time. */
const unjudged = and(
  isNull(reinsertionWatches.flaggedOn),
  or(
    isNull(reinsertionWatches.noticeReceivedOn),
    gt(reinsertionWatches.noticeReceivedOn, reinsertionWatches.noticeDueOn),
  ),
);

export function createReinsertionWatchRepository(db: Database) {
  return {
    /** The client's item each letter was about, for the watches of the items those letters got deleted. */
    async issuesOfWithin(tx: Transaction, disputeIds: number[]) {
      if (disputeIds.length === 0) return new Map<number, number>();
      const rows = await tx
        .select({ id: disputes.id, issueId: disputes.issueId })
        .from(disputes)
        .where(inArray(disputes.id, disputeIds));
      return new Map(rows.map((r) => [r.id, r.issueId]));
    },
    async insertWithin(tx: Transaction, rows: NewReinsertionWatch[]) {
      if (rows.length === 0) return;
      await tx.insert(reinsertionWatches).values(rows).onConflictDoNothing();
    },
    async find(id: number) {
      const [row] = await db.select().from(reinsertionWatches).where(eq(reinsertionWatches.id, id));
      return row ?? null;
    },
    /** A person's windows at a bureau with no notice received yet: what a bureau's notice letter closes. */
    awaitingNoticeWithin(tx: Transaction, userId: number, bureau: ReinsertionWatchRow['bureau']) {
      return tx
        .select()
        .from(reinsertionWatches)
        .where(
          and(
            eq(reinsertionWatches.userId, userId),
            eq(reinsertionWatches.bureau, bureau),
            isNull(reinsertionWatches.noticeReceivedOn),
          ),
        )
        .orderBy(asc(reinsertionWatches.id));
    },
    async recordNoticeWithin(
      tx: Transaction,
      id: number,
      notice: Pick<NewReinsertionWatch, 'noticeReceivedOn' | 'noticeSource' | 'noticeRecordedById'>,
      onTime: boolean,
    ) {
      await tx
        .update(reinsertionWatches)
        .set({ ...notice, ...(onTime ? { flaggedOn: null } : {}) })
        .where(and(eq(reinsertionWatches.id, id), isNull(reinsertionWatches.noticeReceivedOn)));
    },
    async recordNotice(
      id: number,
      notice: Pick<NewReinsertionWatch, 'noticeReceivedOn' | 'noticeSource' | 'noticeRecordedById'>,
      /** The notice came on time: the flag (if the nightly check set one) is lifted. */
      onTime: boolean,
    ) {
      const [row] = await db
        .update(reinsertionWatches)
        .set({ ...notice, ...(onTime ? { flaggedOn: null } : {}) })
        .where(eq(reinsertionWatches.id, id))
        .returning();
      return row ?? null;
    },
    /** The letter drafted from the row ends its wait; null when another request drafted one first. */
    async setLetterWithin(tx: Transaction, id: number, disputeId: number) {
      const [row] = await tx
        .update(reinsertionWatches)
        .set({ letterDisputeId: disputeId })
        .where(and(eq(reinsertionWatches.id, id), isNull(reinsertionWatches.letterDisputeId)))
        .returning({ id: reinsertionWatches.id });
      return row?.id ?? null;
    },
    /**
     * Flags a batch of the windows that closed before `today` with no notice on time, oldest first
     * (read off the open windows' partial index); answers how many it flagged.
     */
    async flagClosedWindows(today: string, batch: number) {
      const due = db
        .select({ id: reinsertionWatches.id })
        .from(reinsertionWatches)
        .where(and(unjudged, lt(reinsertionWatches.noticeDueOn, today)))
        .orderBy(asc(reinsertionWatches.noticeDueOn), asc(reinsertionWatches.id))
        .limit(batch);
      const flagged = await db
        .update(reinsertionWatches)
        .set({ flaggedOn: today })
        .where(and(inArray(reinsertionWatches.id, due), unjudged))
        .returning({ id: reinsertionWatches.id });
      return flagged.length;
    },
  };
}
export type ReinsertionWatchRepository = ReturnType<typeof createReinsertionWatchRepository>;
