import type { Bureau } from '@app/contracts/bureaus';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { disputeOutcomes, outcomeFileSnapshots } from '../../db/schema';
import type { Transaction } from '../../db/transaction';

export type DisputeOutcomeRow = typeof disputeOutcomes.$inferSelect;
export type NewDisputeOutcome = typeof disputeOutcomes.$inferInsert;
type NewSnapshot = typeof outcomeFileSnapshots.$inferInsert;

/**
 * The ledger's rows. It only ever adds: there is no update or delete here, and the database
 * refuses both (trigger dispute_outcomes_append_only).
 */
export function createDisputeOutcomesRepository(db: Database) {
  return {
    /** Runs `work` in one transaction (a read of the files and letters as of one moment). */
    inTransaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),
    /** The newest file of a person at each of these bureaus: what the next files are compared with. */
    latestSnapshotsWithin(tx: Transaction, userId: number, bureaus: Bureau[]) {
      return tx
        .selectDistinctOn([outcomeFileSnapshots.bureau])
        .from(outcomeFileSnapshots)
        .where(and(eq(outcomeFileSnapshots.userId, userId), inArray(outcomeFileSnapshots.bureau, bureaus)))
        .orderBy(outcomeFileSnapshots.bureau, desc(outcomeFileSnapshots.id));
    },
    /** Keeps the file; null when the same report (its document key) was kept before. */
    async insertSnapshotWithin(tx: Transaction, row: NewSnapshot) {
      const [saved] = await tx
        .insert(outcomeFileSnapshots)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: outcomeFileSnapshots.id });
      return saved?.id ?? null;
    },
    /** A person's deletions and reinsertions at these bureaus, in the order they were written. */
    deletionsWithin(tx: Transaction, userId: number, bureaus: Bureau[]) {
      return tx
        .select({ bureau: disputeOutcomes.bureau, kind: disputeOutcomes.kind, item: disputeOutcomes.item })
        .from(disputeOutcomes)
        .where(
          and(
            eq(disputeOutcomes.userId, userId),
            inArray(disputeOutcomes.bureau, bureaus),
            inArray(disputeOutcomes.kind, ['DELETED', 'REINSERTED']),
          ),
        )
        .orderBy(asc(disputeOutcomes.id));
    },
    async appendWithin(tx: Transaction, rows: NewDisputeOutcome[]) {
      if (rows.length === 0) return [];
      return tx.insert(disputeOutcomes).values(rows).returning();
    },
    /** Entries the clock writes; a letter already closed by another run is left as it is. */
    async appendNoAnswers(rows: NewDisputeOutcome[]) {
      if (rows.length === 0) return 0;
      const saved = await db
        .insert(disputeOutcomes)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: disputeOutcomes.id });
      return saved.length;
    },
    listForUser(userId: number) {
      return db
        .select()
        .from(disputeOutcomes)
        .where(eq(disputeOutcomes.userId, userId))
        .orderBy(desc(disputeOutcomes.id));
    },
  };
}
export type DisputeOutcomesRepository = ReturnType<typeof createDisputeOutcomesRepository>;
