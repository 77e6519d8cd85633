import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { planKeys } from '../../../lib/query-keys/plans';

/** GET /api/subscription-plans: public, so its key survives sign-out. */
const getSubscriptionPlans = () => call(endpoints.listSubscriptionPlans);

const subscriptionPlansQuery = queryOptions({
  queryKey: planKeys.all,
  queryFn: getSubscriptionPlans,
});

export const useSubscriptionPlans = () => useQuery(subscriptionPlansQuery);
