import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bureauAnalyses, bureauResponses } from '../../db/schema';

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
    async insert(row: typeof bureauResponses.$inferInsert) {
      const [inserted] = await db.insert(bureauResponses).values(row).returning();
      return inserted as BureauResponseRow;
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
