import type { ClientTablePage, ClientTableQuery } from '@app/contracts/client-table.contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { clientKeys } from '../../../lib/query-keys/clients';

/** GET /api/admin/clients: one page of Client Management's table, sorted and filtered on the server. */
const getClientTable = (query: ClientTableQuery) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== '') params.set(k, String(v));
  }
  return apiGetRequired<ClientTablePage>(`/api/admin/clients?${params}`);
};

const clientTableQuery = (query: ClientTableQuery) =>
  queryOptions({
    queryKey: clientKeys.table(query),
    queryFn: () => getClientTable(query),
    placeholderData: keepPreviousData,
  });

export const useClientTable = (query: ClientTableQuery) => useQuery(clientTableQuery(query));
