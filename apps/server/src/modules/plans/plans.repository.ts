import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subscriptionPlans } from '../../db/schema';

export function createPlansRepository(db: Database) {
  return {
    /** The plans one organization offers its clients. */
    listActive: (organizationId: number) =>
      db
        .select()
        .from(subscriptionPlans)
        .where(and(eq(subscriptionPlans.organizationId, organizationId), eq(subscriptionPlans.active, true)))
        .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.id)),
  };
}
export type PlansRepository = ReturnType<typeof createPlansRepository>;
