import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { disputeOutcomeKeys } from '../../../lib/query-keys/dispute-outcomes';

/** GET /api/dispute-outcomes/{userId}/timeline: each item's letters, answers and changes, oldest first. */
const getOutcomeTimeline = (userId: number) => call(endpoints.getOutcomeTimeline, { params: { userId } });

export const useOutcomeTimeline = (userId: number) =>
  useQuery({ queryKey: disputeOutcomeKeys.timeline(userId), queryFn: () => getOutcomeTimeline(userId) });
