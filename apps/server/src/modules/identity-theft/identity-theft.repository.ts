import type { PlannedStep } from '@app/contracts/identity-theft';
import type { RecoveryLetter, TheftCaseStatus } from '@app/contracts/identity-theft.contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { identityTheftCases, identityTheftSignals, identityTheftSteps } from '../../db/schema';

export type TheftSignalRow = typeof identityTheftSignals.$inferSelect;
export type TheftCaseRow = typeof identityTheftCases.$inferSelect;
export type RecoveryStepRow = typeof identityTheftSteps.$inferSelect;
type CaseFields = Pick<TheftCaseRow, 'confidence' | 'fraudulentAccounts' | 'suspiciousPatterns'>;

export function createIdentityTheftRepository(db: Database) {
  return {
    signalsOf: (userId: number) =>
      db
        .select()
        .from(identityTheftSignals)
        .where(eq(identityTheftSignals.userId, userId))
        .orderBy(asc(identityTheftSignals.id)),
    /** Null when the item is already marked (the unique key holds under concurrent clicks). */
    async insertSignal(row: typeof identityTheftSignals.$inferInsert) {
      const [saved] = await db.insert(identityTheftSignals).values(row).onConflictDoNothing().returning();
      return saved ?? null;
    },
    async deleteSignal(userId: number, id: number) {
      const gone = await db
        .delete(identityTheftSignals)
        .where(and(eq(identityTheftSignals.id, id), eq(identityTheftSignals.userId, userId)))
        .returning({ id: identityTheftSignals.id });
      return gone.length > 0;
    },
    async caseOf(userId: number) {
      const [row] = await db.select().from(identityTheftCases).where(eq(identityTheftCases.userId, userId));
      return row ?? null;
    },
    async caseById(id: number) {
      const [row] = await db.select().from(identityTheftCases).where(eq(identityTheftCases.id, id));
      return row ?? null;
    },
    /** Opens the person's case, or re-opens and refreshes it; the first opening date stands. */
    async openCase(userId: number, fields: CaseFields, at: Date) {
      const [row] = await db
        .insert(identityTheftCases)
        .values({ userId, status: 'ACTIVE', ...fields, openedAt: at, scannedAt: at })
        .onConflictDoUpdate({
          target: identityTheftCases.userId,
          set: { status: 'ACTIVE', ...fields, scannedAt: at },
        })
        .returning();
      return row as TheftCaseRow;
    },
    async setStatus(caseId: number, status: TheftCaseStatus, at: Date) {
      await db
        .update(identityTheftCases)
        .set({ status, scannedAt: at })
        .where(eq(identityTheftCases.id, caseId));
    },
    stepsOf: (caseId: number) =>
      db
        .select()
        .from(identityTheftSteps)
        .where(eq(identityTheftSteps.caseId, caseId))
        .orderBy(asc(identityTheftSteps.sortOrder), asc(identityTheftSteps.id)),
    /** Adds the planned steps not there yet; drops undone steps for items no longer marked; done ones stay. */
    async syncSteps(caseId: number, planned: PlannedStep[]) {
      await db.transaction(async (tx) => {
        await tx
          .insert(identityTheftSteps)
          .values(planned.map((p) => ({ caseId, ...p })))
          .onConflictDoNothing();
        for (const p of planned) {
          await tx
            .update(identityTheftSteps)
            .set({ sortOrder: p.sortOrder })
            .where(
              and(
                eq(identityTheftSteps.caseId, caseId),
                eq(identityTheftSteps.kind, p.kind),
                eq(identityTheftSteps.subject, p.subject),
              ),
            );
        }
        const kept = planned.map((p) => `${p.kind}|${p.subject}`);
        const rows = await tx.select().from(identityTheftSteps).where(eq(identityTheftSteps.caseId, caseId));
        const stale = rows.filter((r) => r.completedAt === null && !kept.includes(`${r.kind}|${r.subject}`));
        if (stale.length > 0)
          await tx.delete(identityTheftSteps).where(
            inArray(
              identityTheftSteps.id,
              stale.map((r) => r.id),
            ),
          );
      });
    },
    /** Completes a step once: a second completion (even a concurrent one) finds nothing to update. */
    async completeStep(
      stepId: number,
      at: Date,
      extra: { letters?: RecoveryLetter[]; policeReportNumber?: string; caseId: number },
    ) {
      return db.transaction(async (tx) => {
        const [done] = await tx
          .update(identityTheftSteps)
          .set({ completedAt: at, ...(extra.letters ? { letters: extra.letters } : {}) })
          .where(and(eq(identityTheftSteps.id, stepId), isNull(identityTheftSteps.completedAt)))
          .returning();
        if (done && extra.policeReportNumber)
          await tx
            .update(identityTheftCases)
            .set({ policeReportNumber: extra.policeReportNumber })
            .where(eq(identityTheftCases.id, extra.caseId));
        return done ?? null;
      });
    },
  };
}
export type IdentityTheftRepository = ReturnType<typeof createIdentityTheftRepository>;
