import type { LoanAssessmentResult, LoanProfile } from '@app/contracts/loan-readiness.contract';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loanAssessments, loanProfiles } from '../../db/schema';

export type LoanAssessmentRow = typeof loanAssessments.$inferSelect;

export function createLoanReadinessRepository(db: Database) {
  return {
    async findProfile(userId: number) {
      const [row] = await db.select().from(loanProfiles).where(eq(loanProfiles.userId, userId));
      return row;
    },
    async saveProfile(userId: number, profile: LoanProfile, at: Date) {
      const [row] = await db
        .insert(loanProfiles)
        .values({ userId, profile, savedAt: at })
        .onConflictDoUpdate({ target: loanProfiles.userId, set: { profile, savedAt: at } })
        .returning();
      return row as typeof loanProfiles.$inferSelect;
    },
    async insertAssessment(userId: number, result: LoanAssessmentResult, at: Date) {
      const [row] = await db.insert(loanAssessments).values({ userId, result, createdAt: at }).returning();
      return row as LoanAssessmentRow;
    },
    assessmentsOf: (userId: number) =>
      db
        .select()
        .from(loanAssessments)
        .where(eq(loanAssessments.userId, userId))
        .orderBy(desc(loanAssessments.createdAt), desc(loanAssessments.id))
        .limit(50),
  };
}
export type LoanReadinessRepository = ReturnType<typeof createLoanReadinessRepository>;
