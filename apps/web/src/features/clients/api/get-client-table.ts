import type { ClientTableQuery } from '@app/contracts/client-table.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { clientKeys } from '../../../lib/query-keys/clients';

/** GET /api/admin/clients: one page of Client Management's table, sorted and filtered on the server. */
const getClientTable = (query: ClientTableQuery) => {
  // An empty filter is no filter: it is left out of the address.
  const set = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== ''));
  return call(endpoints.listClientTable, { query: set });
};

const clientTableQuery = (query: ClientTableQuery) =>
  queryOptions({
    queryKey: clientKeys.table(query),
    queryFn: () => getClientTable(query),
    placeholderData: keepPreviousData,
  });

export const useClientTable = (query: ClientTableQuery) => useQuery(clientTableQuery(query));
