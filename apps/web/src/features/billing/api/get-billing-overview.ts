import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { billingKeys } from '../../../lib/query-keys/billing';

/** GET /api/billing: whether the built-in test-mode processor is in use, and the latest subscription. */
const getBillingOverview = () => call(endpoints.getBillingOverview);

const billingOverviewQuery = queryOptions({
  queryKey: billingKeys.overview(),
  queryFn: getBillingOverview,
});

export const useBillingOverview = () => useQuery(billingOverviewQuery);
