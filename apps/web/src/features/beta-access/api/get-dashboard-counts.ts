import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { betaAccessKeys } from '../../../lib/query-keys/beta-access';

/** GET /api/admin/dashboard-counts: the four counters, counted on the server. */
const dashboardCountsQuery = queryOptions({
  queryKey: betaAccessKeys.counts(),
  queryFn: () => call(endpoints.getAdminDashboardCounts),
});

export const useDashboardCounts = () => useQuery(dashboardCountsQuery);
