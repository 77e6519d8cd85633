import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { analyticsKeys } from '../../../lib/query-keys/analytics';

/**
 * GET /api/admin/analytics: the office's figures from the server's latest count (it recounts at
 * most every `maxAgeSeconds`); `fresh` asks it to count now.
 */
const getAdminAnalytics = (fresh = false) =>
  call(endpoints.getAdminAnalytics, { query: { fresh: fresh || undefined } });

const adminAnalyticsQuery = () =>
  queryOptions({
    queryKey: analyticsKeys.office(),
    queryFn: () => getAdminAnalytics(),
    // The server recounts at most once a minute; asking again sooner would bring the same figures.
    staleTime: 60_000,
  });

export const useAdminAnalytics = () => useQuery(adminAnalyticsQuery());

/** The Refresh button: figures counted now replace the ones on screen. */
export function useRefreshAdminAnalytics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => getAdminAnalytics(true),
    onSuccess: (figures) => queryClient.setQueryData(analyticsKeys.office(), figures),
  });
}
