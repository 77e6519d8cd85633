import { mostPopularPlanName, type SubscriptionPlan } from '@app/contracts/plans.contract';
import type { PlansRepository } from './plans.repository';

export function createPlansService(repo: PlansRepository) {
  return {
    async list(organizationId: number): Promise<SubscriptionPlan[]> {
      const rows = await repo.listActive(organizationId);
      return rows.map((p) => ({
        id: p.id,
        name: p.name,
        kind: p.kind,
        description: p.description,
        price: (p.priceCents / 100).toFixed(2),
        priceCents: p.priceCents,
        billingInterval: p.billingInterval,
        features: p.features,
        mostPopular: p.name === mostPopularPlanName,
      }));
    },
  };
}
export type PlansService = ReturnType<typeof createPlansService>;
