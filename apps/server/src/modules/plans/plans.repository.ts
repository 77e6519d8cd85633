import type { PlanChargingInput } from '@app/contracts/plans.contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subscriptionPlans } from '../../db/schema';

export type PlanRow = typeof subscriptionPlans.$inferSelect;

export function createPlansRepository(db: Database) {
  const ofOrganization = (organizationId: number) => eq(subscriptionPlans.organizationId, organizationId);
  return {
    /** The plans one organization offers its clients. */
    listActive: (organizationId: number) =>
      db
        .select()
        .from(subscriptionPlans)
        .where(and(ofOrganization(organizationId), eq(subscriptionPlans.active, true)))
        .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.id)),
    /** Every plan of one organization, offered or not (the plan editor). */
    listAll: (organizationId: number) =>
      db
        .select()
        .from(subscriptionPlans)
        .where(ofOrganization(organizationId))
        .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.id)),
    find: async (organizationId: number, id: number) =>
      (
        await db
          .select()
          .from(subscriptionPlans)
          .where(and(ofOrganization(organizationId), eq(subscriptionPlans.id, id)))
      )[0],
    updateCharging: async (organizationId: number, id: number, input: PlanChargingInput) =>
      (
        await db
          .update(subscriptionPlans)
          .set(input)
          .where(and(ofOrganization(organizationId), eq(subscriptionPlans.id, id)))
          .returning()
      )[0],
  };
}
export type PlansRepository = ReturnType<typeof createPlansRepository>;
