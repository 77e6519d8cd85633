import type { AdminAnalytics } from '@app/contracts/analytics.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { analyticsKeys } from '../../../lib/query-keys/analytics';

/** GET /api/admin/analytics: the office's figures, computed by the server from its data. */
const getAdminAnalytics = () => apiGetRequired<AdminAnalytics>('/api/admin/analytics');

const adminAnalyticsQuery = () =>
  queryOptions({
    queryKey: analyticsKeys.office(),
    queryFn: getAdminAnalytics,
    // Figures of a whole office move slowly; a minute saves recounting on every visit.
    staleTime: 60_000,
  });

export const useAdminAnalytics = () => useQuery(adminAnalyticsQuery());
