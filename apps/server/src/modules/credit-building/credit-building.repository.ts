import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creditBuildingActions } from '../../db/schema';

export type CreditBuildingActionRow = typeof creditBuildingActions.$inferSelect;
type Recommendation = Pick<
  typeof creditBuildingActions.$inferInsert,
  'type' | 'title' | 'description' | 'priority' | 'potentialImpact' | 'timeframe'
>;

export function createCreditBuildingRepository(db: Database) {
  return {
    listForUser: (userId: number) =>
      db
        .select()
        .from(creditBuildingActions)
        .where(eq(creditBuildingActions.userId, userId))
        .orderBy(asc(creditBuildingActions.id)),
    /**
     * Makes the RECOMMENDED rows the given ones: new types are added, open recommendations are
     * refreshed, stale ones removed; a started or completed action of a type is never touched.
     */
    async replaceRecommended(userId: number, recommended: Recommendation[]) {
      await db.transaction(async (tx) => {
        const types = recommended.map((r) => r.type);
        await tx
          .delete(creditBuildingActions)
          .where(
            and(
              eq(creditBuildingActions.userId, userId),
              eq(creditBuildingActions.status, 'RECOMMENDED'),
              ...(types.length > 0 ? [notInArray(creditBuildingActions.type, types)] : []),
            ),
          );
        if (recommended.length === 0) return;
        await tx
          .insert(creditBuildingActions)
          .values(recommended.map((r) => ({ ...r, userId })))
          .onConflictDoUpdate({
            target: [creditBuildingActions.userId, creditBuildingActions.type],
            set: {
              title: sql`excluded.title`,
              description: sql`excluded.description`,
              priority: sql`excluded.priority`,
              potentialImpact: sql`excluded.potential_impact`,
              timeframe: sql`excluded.timeframe`,
              updatedAt: new Date(),
            },
            setWhere: eq(creditBuildingActions.status, 'RECOMMENDED'),
          });
      });
    },
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
