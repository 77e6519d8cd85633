import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { disputeKeys } from '../../../lib/query-keys/disputes';

export const trackingPageSize = 10;

/** GET /api/admin/tracking: one page of a client's (0 = all clients') open disputes, with the counters. */
const getTrackingList = (userId: number, page: number) =>
  call(endpoints.listTrackedDisputes, { query: { userId, page, pageSize: trackingPageSize } });

const trackingListQuery = (userId: number, page: number) =>
  queryOptions({
    queryKey: disputeKeys.trackingPage(userId, page),
    queryFn: () => getTrackingList(userId, page),
    // Paging keeps the old page on screen until the next one arrives.
    placeholderData: keepPreviousData,
    // Tracking and the follow-up list are polled every 5 minutes.
    refetchInterval: 5 * 60_000,
  });

export const useTrackingList = (userId: number | undefined, page: number) =>
  useQuery({ ...trackingListQuery(userId ?? 0, page), enabled: userId !== undefined });
