import type { BillingOverview } from '@app/contracts/billing.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { billingKeys } from '../../../lib/query-keys/billing';

/** GET /api/billing: whether the built-in test-mode processor is in use, and the latest subscription. */
const getBillingOverview = () => apiGetRequired<BillingOverview>('/api/billing');

const billingOverviewQuery = queryOptions({
  queryKey: billingKeys.overview(),
  queryFn: getBillingOverview,
});

export const useBillingOverview = () => useQuery(billingOverviewQuery);
