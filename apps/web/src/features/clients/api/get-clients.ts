import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { clientKeys } from '../../../lib/query-keys/clients';

type ClientListQuery = Parameters<typeof clientKeys.list>[0];
/** Enough for a selector; a longer list is narrowed by the search on the server. */
const selectorPageSize = 50;

/**
 * GET /api/users?clientsOnly=true: clients (never admins), by last name, matching the search. The
 * upload screen offers only CLIENT_VIEWER users: `viewersOnly` leaves
 * the other non-admins out here.
 */
const getClientList = async ({ search, page, pageSize, viewersOnly }: ClientListQuery) => {
  const list = await call(endpoints.listUsers, {
    query: { page, pageSize, clientsOnly: true, search: search || undefined },
  });
  return viewersOnly ? { ...list, items: list.items.filter((u) => u.accessLevel === 'CLIENT_VIEWER') } : list;
};

const clientListQuery = (query: ClientListQuery) =>
  queryOptions({
    queryKey: clientKeys.list(query),
    queryFn: () => getClientList(query),
    placeholderData: keepPreviousData,
  });

/** A selector's clients: the first page matching the search. */
export const useClients = (search = '') =>
  useQuery(clientListQuery({ search, page: 1, pageSize: selectorPageSize, viewersOnly: false }));

/** The upload screen's selector: client viewers only. */
export const useViewerClients = (search: string) =>
  useQuery(clientListQuery({ search, page: 1, pageSize: selectorPageSize, viewersOnly: true }));

/** The screen's default client: the first of the list, never a fixed user id. */
export function useFirstClientId() {
  const query = useClients();
  return { ...query, firstClientId: query.data?.items[0]?.id };
}
