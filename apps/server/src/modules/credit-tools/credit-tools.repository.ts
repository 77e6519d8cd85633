import type { AiFeatureName } from '@app/contracts/credit-analysis.contract';
import type { Database } from '../../db/client';
import { aiFeatureUses } from '../../db/schema';

/** Each use of an AI feature, for the admin analytics (which read table ai_feature_uses). */
export function createCreditToolsRepository(db: Database) {
  return {
    async recordAiUse(use: { userId: number; feature: AiFeatureName; engine: string }) {
      await db.insert(aiFeatureUses).values(use);
    },
  };
}
export type CreditToolsRepository = ReturnType<typeof createCreditToolsRepository>;
