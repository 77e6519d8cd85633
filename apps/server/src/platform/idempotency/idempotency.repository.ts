import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import type { Transaction } from '../../db/transaction';

export type IdempotentResult = typeof idempotencyKeys.$inferInsert;

export function createIdempotencyRepository(db: Database) {
  return {
    async find(userId: number, key: string) {
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      return row;
    },
    /** Inside the create's own transaction: the key lands with the created row or not at all. */
    async saveWithin(tx: Transaction, result: IdempotentResult) {
      await tx.insert(idempotencyKeys).values(result);
    },
    async deleteOlderThan(cutoff: Date) {
      await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff));
    },
  };
}
export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
