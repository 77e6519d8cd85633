import type { AdminDashboardCounts } from '@app/contracts/beta-access.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { betaAccessKeys } from '../../../lib/query-keys/beta-access';

/** GET /api/admin/dashboard-counts: the four counters, counted on the server. */
const dashboardCountsQuery = queryOptions({
  queryKey: betaAccessKeys.counts(),
  queryFn: () => apiGetRequired<AdminDashboardCounts>('/api/admin/dashboard-counts'),
});

export const useDashboardCounts = () => useQuery(dashboardCountsQuery);
