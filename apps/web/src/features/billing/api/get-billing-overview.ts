import type { billingOverview } from '@app/contracts/billing.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';

// The contract names the schema only; its output type here keeps zod out of the bundle.
type BillingOverview = (typeof billingOverview)['_zod']['output'];

/** Every read of this feature starts with this key, so one invalidation refreshes them all. */
export const billingKey = ['billing'] as const;

/** GET /api/billing: whether the built-in test-mode processor is in use, and the latest subscription. */
const getBillingOverview = () => apiGetRequired<BillingOverview>('/api/billing');

const billingOverviewQuery = queryOptions({
  queryKey: [...billingKey, 'overview'],
  queryFn: getBillingOverview,
});

export const useBillingOverview = () => useQuery(billingOverviewQuery);
