import type { MixProductId } from '@app/contracts/credit-mix.contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creditMixIntents } from '../../db/schema';

export function createCreditMixRepository(db: Database) {
  return {
    intentsOf: (userId: number) =>
      db.select().from(creditMixIntents).where(eq(creditMixIntents.userId, userId)),
    /** The first date stands: pressing Apply Now again does not move it. */
    async recordIntent(userId: number, productId: MixProductId, recordedOn: string) {
      await db.insert(creditMixIntents).values({ userId, productId, recordedOn }).onConflictDoNothing();
      const rows = await db.select().from(creditMixIntents).where(eq(creditMixIntents.userId, userId));
      return rows.find((r) => r.productId === productId)?.recordedOn ?? recordedOn;
    },
  };
}
export type CreditMixRepository = ReturnType<typeof createCreditMixRepository>;
