import type { Dispute, DisputeStatus } from '@app/contracts/disputes.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { disputeKeys } from '../../../lib/query-keys/disputes';

/** GET /api/disputes: the signed-in person's disputes. */
const getDisputes = () => apiGetRequired<Dispute[]>('/api/disputes');

export const disputesQuery = queryOptions({ queryKey: disputeKeys.own(), queryFn: getDisputes });

export const useDisputes = () => useQuery(disputesQuery);

// Spec 001 section 4: on the client page SENT, PENDING and DELIVERED count as pending.
const pendingStatuses: readonly DisputeStatus[] = ['PENDING', 'SENT', 'DELIVERED'];

/** Counts for summary tiles and dashboard counters. */
export const useDisputeCounts = () =>
  useQuery({
    ...disputesQuery,
    select: (list) => ({
      total: list.length,
      pending: list.filter((d) => pendingStatuses.includes(d.status)).length,
    }),
  });
