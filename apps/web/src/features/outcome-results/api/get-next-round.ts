import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { disputeOutcomeKeys } from '../../../lib/query-keys/dispute-outcomes';

/** GET /api/dispute-outcomes/{userId}/next-round: at most one suggestion per item and bureau, with its reason. */
const getNextRound = (userId: number) => call(endpoints.getNextRound, { params: { userId } });

export const useNextRound = (userId: number) =>
  useQuery({ queryKey: disputeOutcomeKeys.nextRound(userId), queryFn: () => getNextRound(userId) });
