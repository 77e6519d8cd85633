import type { Dispute } from '@app/contracts/disputes.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { disputesQueryKey } from './get-disputes';

/** GET /api/disputes/{userId}: a client's disputes, for the admin's Dispute Center. */
const getClientDisputes = (userId: number) => apiGetRequired<Dispute[]>(`/api/disputes/${userId}`);

const clientDisputesQuery = (userId: number) =>
  queryOptions({
    queryKey: [...disputesQueryKey, 'client', userId],
    queryFn: () => getClientDisputes(userId),
  });

export const useClientDisputes = (userId: number) => useQuery(clientDisputesQuery(userId));
