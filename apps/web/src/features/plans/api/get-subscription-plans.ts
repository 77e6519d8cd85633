import type { SubscriptionPlan } from '@app/contracts/plans.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { planKeys } from '../../../lib/query-keys/plans';

/** GET /api/subscription-plans: public, so its key survives sign-out. */
const getSubscriptionPlans = () => apiGetRequired<SubscriptionPlan[]>('/api/subscription-plans');

const subscriptionPlansQuery = queryOptions({
  queryKey: planKeys.all,
  queryFn: getSubscriptionPlans,
});

export const useSubscriptionPlans = () => useQuery(subscriptionPlansQuery);
