import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creditGoals } from '../../db/schema';

export function createCreditGoalsRepository(db: Database) {
  return {
    async find(userId: number) {
      const [row] = await db.select().from(creditGoals).where(eq(creditGoals.userId, userId));
      return row;
    },
    async upsert(userId: number, targetScore: number) {
      await db
        .insert(creditGoals)
        .values({ userId, targetScore })
        .onConflictDoUpdate({ target: creditGoals.userId, set: { targetScore, updatedAt: new Date() } });
    },
  };
}
export type CreditGoalsRepository = ReturnType<typeof createCreditGoalsRepository>;
