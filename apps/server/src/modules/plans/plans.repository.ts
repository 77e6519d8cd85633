import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subscriptionPlans } from '../../db/schema';

export function createPlansRepository(db: Database) {
  return {
    listActive: () =>
      db
        .select()
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.active, true))
        .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.id)),
  };
}
export type PlansRepository = ReturnType<typeof createPlansRepository>;
