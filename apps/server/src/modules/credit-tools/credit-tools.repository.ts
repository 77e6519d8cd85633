import type { AiFeatureName } from '@app/contracts/credit-analysis.contract';
import type { Database } from '../../db/client';
import { aiFeatureUses } from '../../db/schema';
import type { Transaction } from '../../db/transaction';

/** Each use of an AI feature, for the admin analytics (which read table ai_feature_uses). */
export function createCreditToolsRepository(db: Database) {
  return {
    /** Runs `work` in one transaction: everything it writes lands, or nothing does. */
    inTransaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),
    /** Inside the caller's transaction when given one (the use and its audit entry). */
    async recordAiUse(use: { userId: number; feature: AiFeatureName; engine: string }, tx?: Transaction) {
      await (tx ?? db).insert(aiFeatureUses).values(use);
    },
  };
}
export type CreditToolsRepository = ReturnType<typeof createCreditToolsRepository>;
