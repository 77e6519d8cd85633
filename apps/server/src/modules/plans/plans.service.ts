import {
  type AdminPlan,
  mostPopularPlanName,
  type PlanChargingInput,
  planChargingMessages,
  type SubscriptionPlan,
} from '@app/contracts/plans.contract';
import { badRequest, notFound } from '../../platform/errors';
import type { PlanRow, PlansRepository } from './plans.repository';

const toPlan = (p: PlanRow): SubscriptionPlan => ({
  id: p.id,
  name: p.name,
  kind: p.kind,
  description: p.description,
  price: (p.priceCents / 100).toFixed(2),
  priceCents: p.priceCents,
  billingInterval: p.billingInterval,
  features: p.features,
  mostPopular: p.name === mostPopularPlanName,
  chargeBasis: p.chargeBasis,
  pricePerDeletionCents: p.chargeBasis === 'PER_DELETION' ? p.pricePerDeletionCents : null,
});

const toAdminPlan = (p: PlanRow): AdminPlan => ({ ...toPlan(p), active: p.active });

export function createPlansService(repo: PlansRepository) {
  return {
    async list(organizationId: number): Promise<SubscriptionPlan[]> {
      return (await repo.listActive(organizationId)).map(toPlan);
    },
    async listForAdmin(organizationId: number): Promise<AdminPlan[]> {
      return (await repo.listAll(organizationId)).map(toAdminPlan);
    },
    /**
     * How a plan is charged. Per deletion is for consumer plans only (billed in arrears under the
     * Credit Repair Organizations Act); a monthly plan keeps no per-deletion price. A change applies
     * to the periods billed after it, for everyone on the plan.
     */
    async updateCharging(organizationId: number, id: number, input: PlanChargingInput): Promise<AdminPlan> {
      const plan = await repo.find(organizationId, id);
      if (!plan) throw notFound('Plan');
      if (input.chargeBasis === 'PER_DELETION' && plan.kind !== 'consumer')
        throw badRequest(planChargingMessages.consumerOnly, [
          { field: 'chargeBasis', message: planChargingMessages.consumerOnly },
        ]);
      const saved = await repo.updateCharging(organizationId, id, {
        chargeBasis: input.chargeBasis,
        pricePerDeletionCents: input.chargeBasis === 'PER_DELETION' ? input.pricePerDeletionCents : null,
      });
      if (!saved) throw notFound('Plan');
      return toAdminPlan(saved);
    },
  };
}
export type PlansService = ReturnType<typeof createPlansService>;
