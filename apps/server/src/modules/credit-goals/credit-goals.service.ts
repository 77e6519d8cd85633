import { defaultTargetScore } from '@app/contracts/credit-goal-progress';
import type { CreditGoal } from '@app/contracts/credit-goals.contract';
import type { CreditGoalsRepository } from './credit-goals.repository';

export function createCreditGoalsService(repo: CreditGoalsRepository) {
  return {
    async get(userId: number): Promise<CreditGoal> {
      const row = await repo.find(userId);
      return row
        ? { targetScore: row.targetScore, isDefault: false }
        : { targetScore: defaultTargetScore, isDefault: true };
    },
    async set(userId: number, targetScore: number): Promise<CreditGoal> {
      await repo.upsert(userId, targetScore);
      return { targetScore, isDefault: false };
    },
  };
}
export type CreditGoalsService = ReturnType<typeof createCreditGoalsService>;
