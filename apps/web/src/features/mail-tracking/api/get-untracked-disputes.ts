import type { Dispute } from '@app/contracts/disputes.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { disputeKeys } from '../../../lib/query-keys/disputes';

/** The fields the server sends for a dispute without a tracking number. */
export type UntrackedDispute = Pick<Dispute, 'id' | 'bureau' | 'issueTitle' | 'creditor'>;

/** GET /api/admin/tracking/untracked/{userId}: a client's letters not mailed yet. */
const getUntrackedDisputes = (userId: number) =>
  apiGetRequired<UntrackedDispute[]>(`/api/admin/tracking/untracked/${userId}`);

const untrackedDisputesQuery = (userId: number) =>
  queryOptions({
    queryKey: disputeKeys.untracked(userId),
    queryFn: () => getUntrackedDisputes(userId),
  });

/** Only for one client: 'All Clients' (0) has no dispute selector. */
export const useUntrackedDisputes = (userId: number | undefined) =>
  useQuery({ ...untrackedDisputesQuery(userId ?? 0), enabled: !!userId });
