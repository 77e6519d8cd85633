import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creditReports, scoreHistory, users } from '../../db/schema';
import type { Transaction } from '../../db/transaction';

export type CreditReportRow = typeof creditReports.$inferSelect;

export function createCreditReportsRepository(db: Database) {
  return {
    /** Runs `work` in one transaction: everything it writes lands, or nothing does. */
    inTransaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),
    async latestForUser(userId: number) {
      const [row] = await db
        .select()
        .from(creditReports)
        .where(eq(creditReports.userId, userId))
        .orderBy(desc(creditReports.lastUpdated), desc(creditReports.id))
        .limit(1);
      return row;
    },

    async latestReadingForUser(userId: number) {
      const [row] = await db
        .select()
        .from(creditReports)
        .where(and(eq(creditReports.userId, userId), ne(creditReports.source, 'specialist')))
        .orderBy(desc(creditReports.lastUpdated), desc(creditReports.id))
        .limit(1);
      return row;
    },

    history: (userId: number) =>
      db
        .select({
          score: scoreHistory.score,
          recordedAt: scoreHistory.recordedAt,
          source: scoreHistory.source,
        })
        .from(scoreHistory)
        .where(eq(scoreHistory.userId, userId))
        .orderBy(asc(scoreHistory.recordedAt), asc(scoreHistory.id)),

    async userExists(userId: number) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return !!row;
    },

    /**
     * The report and its history point land together or not at all; inside the caller's
     * transaction when one is given (a new client and their first report).
     */
    insertWithHistory(report: typeof creditReports.$inferInsert, within?: Transaction) {
      const write = async (tx: Transaction) => {
        const [row] = await tx.insert(creditReports).values(report).returning();
        await tx.insert(scoreHistory).values({
          userId: report.userId,
          score: report.creditScore,
          source: report.source,
          recordedAt: report.lastUpdated,
        });
        return row as CreditReportRow;
      };
      return within ? write(within) : db.transaction(write);
    },
  };
}
export type CreditReportsRepository = ReturnType<typeof createCreditReportsRepository>;
