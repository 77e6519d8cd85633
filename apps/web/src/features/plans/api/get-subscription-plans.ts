import type { SubscriptionPlan } from '@app/contracts/plans.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';

/** GET /api/subscription-plans: public, so its key starts with 'public' and survives sign-out. */
const getSubscriptionPlans = () => apiGetRequired<SubscriptionPlan[]>('/api/subscription-plans');

const subscriptionPlansQuery = queryOptions({
  queryKey: ['public', 'subscription-plans'],
  queryFn: getSubscriptionPlans,
});

export const useSubscriptionPlans = () => useQuery(subscriptionPlansQuery);
