import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creditBuildingActions } from '../../db/schema';

export type CreditBuildingActionRow = typeof creditBuildingActions.$inferSelect;

export function createCreditBuildingRepository(db: Database) {
  return {
    listForUser: (userId: number) =>
      db
        .select()
        .from(creditBuildingActions)
        .where(eq(creditBuildingActions.userId, userId))
        .orderBy(asc(creditBuildingActions.id)),
    async find(id: number) {
      const [row] = await db.select().from(creditBuildingActions).where(eq(creditBuildingActions.id, id));
      return row;
    },
    /** Moves only from the expected status, so two clicks cannot skip a step. */
    async transition(
      id: number,
      from: CreditBuildingActionRow['status'],
      to: CreditBuildingActionRow['status'],
    ) {
      const [row] = await db
        .update(creditBuildingActions)
        .set({ status: to, updatedAt: new Date() })
        .where(and(eq(creditBuildingActions.id, id), eq(creditBuildingActions.status, from)))
        .returning();
      return row;
    },
  };
}
export type CreditBuildingRepository = ReturnType<typeof createCreditBuildingRepository>;
