import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bureauAnalyses, bureauResponses } from '../../db/schema';
import type { Transaction } from '../../db/transaction';

export type BureauResponseRow = typeof bureauResponses.$inferSelect;
export type BureauAnalysisRow = typeof bureauAnalyses.$inferSelect;

export function createBureauResponsesRepository(db: Database) {
  return {
    listForUser: (userId: number) =>
      db
        .select()
        .from(bureauResponses)
        .where(eq(bureauResponses.userId, userId))
        .orderBy(desc(bureauResponses.responseDate), desc(bureauResponses.id)),
    async find(id: number) {
      const [row] = await db.select().from(bureauResponses).where(eq(bureauResponses.id, id));
      return row;
    },
    /** The response and what `alongside` writes (its audit entry) land together or not at all. */
    insert(
      row: typeof bureauResponses.$inferInsert,
      alongside: (tx: Transaction, saved: BureauResponseRow) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const [inserted] = await tx.insert(bureauResponses).values(row).returning();
        await alongside(tx, inserted as BureauResponseRow);
        return inserted as BureauResponseRow;
      });
    },
    /** The analysis and the response's pointer to it land together. */
    saveAnalysis(responseId: number, analysis: typeof bureauAnalyses.$inferInsert) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(bureauAnalyses).values(analysis).returning();
        const saved = row as BureauAnalysisRow;
        await tx
          .update(bureauResponses)
          .set({ nextStepGenerated: true, aiAnalysisId: saved.id })
          .where(eq(bureauResponses.id, responseId));
        return saved;
      });
    },
    async findAnalysis(id: number) {
      const [row] = await db.select().from(bureauAnalyses).where(eq(bureauAnalyses.id, id));
      return row;
    },
  };
}
export type BureauResponsesRepository = ReturnType<typeof createBureauResponsesRepository>;
