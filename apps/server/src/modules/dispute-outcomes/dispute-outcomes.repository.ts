import type { Bureau } from '@app/contracts/bureaus';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { disputeOutcomes, outcomeFileSnapshots } from '../../db/schema';
import type { Transaction } from '../../db/transaction';

export type DisputeOutcomeRow = typeof disputeOutcomes.$inferSelect;
export type NewDisputeOutcome = typeof disputeOutcomes.$inferInsert;
type NewSnapshot = typeof outcomeFileSnapshots.$inferInsert;

/**
 * An entry of the ledger (`alias` in the query) that stands as seen: written from a file (a bureau's
 * answer letter writes entries too, but the next report shows the same change and writes it again)
 * and not corrected by a later entry. Counting only these counts each deletion once.
 */
export function seenAndStandingSql(alias: string): SQL {
  const o = sql.raw(alias);
  return sql`(${o}.snapshot_id is not null
    and not exists (select 1 from dispute_outcomes later where later.corrects_id = ${o}.id))`;
}

/** A deletion that counts, wherever deletions are counted (analytics, results, billing). */
export const countedDeletionSql = (alias: string): SQL =>
  sql`(${sql.raw(alias)}.kind = 'DELETED' and ${seenAndStandingSql(alias)})`;

/** Whether the ledger has an entry about the letter (`disputeId`): an outcome already closed it. */
export const ledgerNamesLetterSql = (disputeId: AnyPgColumn): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${disputeOutcomes} where ${disputeOutcomes.disputeId} = ${disputeId})`;

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
