import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creditIssues, disputes } from '../../db/schema';
import type { Transaction } from '../../db/transaction';

export type CreditIssueRow = typeof creditIssues.$inferSelect;
export type NewCreditIssueRow = typeof creditIssues.$inferInsert;

/** A dispute still running at its bureau (the same statuses as the partial index of open disputes). */
const openDisputeStatuses: (typeof disputes.$inferSelect)['status'][] = [
  'PENDING',
  'SENT',
  'DELIVERED',
  'FOLLOW_UP_REQUIRED',
];

export function createCreditIssuesRepository(db: Database) {
  return {
    /** Read model: the open letters of these items, per bureau, with when each was drafted and approved. */
    async openLettersOf(issueIds: number[]) {
      if (issueIds.length === 0) return [];
      return db
        .select({
          issueId: disputes.issueId,
          bureau: disputes.bureau,
          createdAt: disputes.createdAt,
          consumerApprovedAt: disputes.consumerApprovedAt,
        })
        .from(disputes)
        .where(and(inArray(disputes.issueId, issueIds), inArray(disputes.status, openDisputeStatuses)));
    },

    listForUser: (userId: number) =>
      db
        .select()
        .from(creditIssues)
        .where(eq(creditIssues.userId, userId))
        .orderBy(desc(creditIssues.impact), desc(creditIssues.id)),

    async find(id: number) {
      const [row] = await db.select().from(creditIssues).where(eq(creditIssues.id, id));
      return row;
    },

    async insert(rows: NewCreditIssueRow[]) {
      if (rows.length === 0) return [];
      return db.insert(creditIssues).values(rows).returning();
    },

    async setStatus(id: number, status: CreditIssueRow['status'], tx?: Transaction) {
      const [row] = await (tx ?? db)
        .update(creditIssues)
        .set({ status, updatedAt: new Date() })
        .where(eq(creditIssues.id, id))
        .returning();
      return row as CreditIssueRow;
    },

    inTransaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    /** Inside the caller's transaction: the day a collector first made contact, or null to clear it. */
    async setCollectorFirstContactWithin(tx: Transaction, id: number, day: string | null) {
      const [row] = await tx
        .update(creditIssues)
        .set({ collectorFirstContactOn: day, updatedAt: new Date() })
        .where(eq(creditIssues.id, id))
        .returning();
      return row as CreditIssueRow;
    },

    /** Inside the caller's transaction: an ACTIVE item becomes DISPUTED with the dispute that opens. */
    async markDisputedWithin(tx: Transaction, id: number) {
      await tx
        .update(creditIssues)
        .set({ status: 'DISPUTED', updatedAt: new Date() })
        .where(and(eq(creditIssues.id, id), eq(creditIssues.status, 'ACTIVE')));
    },

    /** Inside the caller's transaction: a bureau import lands whole or not at all. */
    listForUserWithin: (tx: Transaction, userId: number) =>
      tx.select().from(creditIssues).where(eq(creditIssues.userId, userId)),
    async insertWithin(tx: Transaction, rows: NewCreditIssueRow[]) {
      if (rows.length === 0) return [];
      return tx.insert(creditIssues).values(rows).returning();
    },
    async resolveWithin(tx: Transaction, id: number, at: Date) {
      await tx.update(creditIssues).set({ status: 'RESOLVED', updatedAt: at }).where(eq(creditIssues.id, id));
    },
  };
}
export type CreditIssuesRepository = ReturnType<typeof createCreditIssuesRepository>;
