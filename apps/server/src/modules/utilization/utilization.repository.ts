import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creditCards, utilizationAlerts } from '../../db/schema';

export type CreditCardRow = typeof creditCards.$inferSelect;
export type UtilizationAlertRow = typeof utilizationAlerts.$inferSelect;
export type FiredAlert = Pick<
  UtilizationAlertRow,
  'ruleKey' | 'urgency' | 'message' | 'actionSuggestion' | 'suggestedAmountCents'
>;

export function createUtilizationRepository(db: Database) {
  return {
    cardsOf: (userId: number) =>
      db.select().from(creditCards).where(eq(creditCards.userId, userId)).orderBy(creditCards.id),
    async findCard(id: number) {
      const [row] = await db.select().from(creditCards).where(eq(creditCards.id, id));
      return row;
    },
    async insertCard(row: typeof creditCards.$inferInsert) {
      const [created] = await db.insert(creditCards).values(row).returning();
      return created as CreditCardRow;
    },
    removeCard: (id: number) => db.delete(creditCards).where(eq(creditCards.id, id)),

    /**
     * The alerts the rules raise now: new ones are added, standing ones take the new figures and
     * keep being read, ones no rule raises any more are dropped.
     */
    async replaceAlerts(userId: number, fired: FiredAlert[]) {
      await db.transaction(async (tx) => {
        const keys = fired.map((f) => f.ruleKey);
        await tx
          .delete(utilizationAlerts)
          .where(
            keys.length
              ? and(eq(utilizationAlerts.userId, userId), notInArray(utilizationAlerts.ruleKey, keys))
              : eq(utilizationAlerts.userId, userId),
          );
        for (const f of fired) {
          await tx
            .insert(utilizationAlerts)
            .values({ userId, ...f })
            .onConflictDoUpdate({
              target: [utilizationAlerts.userId, utilizationAlerts.ruleKey],
              set: {
                urgency: f.urgency,
                message: f.message,
                actionSuggestion: f.actionSuggestion,
                suggestedAmountCents: f.suggestedAmountCents,
              },
            });
        }
      });
    },
    alertsOf: (userId: number) =>
      db
        .select()
        .from(utilizationAlerts)
        .where(eq(utilizationAlerts.userId, userId))
        .orderBy(desc(utilizationAlerts.createdAt), desc(utilizationAlerts.id)),
    async findAlert(id: number) {
      const [row] = await db.select().from(utilizationAlerts).where(eq(utilizationAlerts.id, id));
      return row;
    },
    markRead: (id: number) =>
      db.update(utilizationAlerts).set({ isRead: true }).where(eq(utilizationAlerts.id, id)),
  };
}
export type UtilizationRepository = ReturnType<typeof createUtilizationRepository>;
