import type { ClientSummary } from '@app/contracts/admin-clients.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { clientKeys } from '../../../lib/query-keys/clients';

/** GET /api/admin/clients/{userId}/summary: score, active issues, pending and total disputes. */
const getClientSummary = (userId: number) =>
  apiGetRequired<ClientSummary>(`/api/admin/clients/${userId}/summary`);

const clientSummaryQuery = (userId: number) =>
  queryOptions({
    queryKey: clientKeys.summary(userId),
    queryFn: () => getClientSummary(userId),
  });

export const useClientSummary = (userId: number) => useQuery(clientSummaryQuery(userId));
