import type { Dispute } from '@app/contracts/disputes.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { bureauResponsesKey } from './get-bureau-responses';

/** GET /api/disputes/{userId}: the client's disputes, to link a response and to see later rounds. */
const getClientDisputes = (userId: number) => apiGetRequired<Dispute[]>(`/api/disputes/${userId}`);

const clientDisputesQuery = (userId: number) =>
  queryOptions({
    queryKey: [...bureauResponsesKey, 'disputes', userId],
    queryFn: () => getClientDisputes(userId),
  });

export const useClientDisputes = (userId: number | undefined) =>
  useQuery({ ...clientDisputesQuery(userId ?? 0), enabled: !!userId });
