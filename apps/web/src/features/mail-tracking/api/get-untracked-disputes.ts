import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { disputeKeys } from '../../../lib/query-keys/disputes';

export type { UntrackedDispute } from '@app/contracts/disputes.contract';

/** GET /api/admin/tracking/untracked/{userId}: a client's letters not mailed yet. */
const getUntrackedDisputes = (userId: number) =>
  call(endpoints.listUntrackedDisputes, { params: { userId } });

const untrackedDisputesQuery = (userId: number) =>
  queryOptions({
    queryKey: disputeKeys.untracked(userId),
    queryFn: () => getUntrackedDisputes(userId),
  });

/** Only for one client: 'All Clients' (0) has no dispute selector. */
export const useUntrackedDisputes = (userId: number | undefined) =>
  useQuery({ ...untrackedDisputesQuery(userId ?? 0), enabled: !!userId });
