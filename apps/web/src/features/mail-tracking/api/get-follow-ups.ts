import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { disputeKeys } from '../../../lib/query-keys/disputes';

/** GET /api/disputes/follow-up: the signed-in person's disputes whose 14-day follow-up is due. */
const getFollowUps = () => call(endpoints.listDueFollowUps);

export const followUpsQuery = queryOptions({
  queryKey: disputeKeys.followUps(),
  queryFn: getFollowUps,
  // The follow-up list is refetched every 60 s.
  refetchInterval: 60_000,
});

export const useFollowUps = () => useQuery(followUpsQuery);
