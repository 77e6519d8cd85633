import type { userListPage } from '@app/contracts/users.contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';

// The contract exports the schema but not its type; this is z.infer without a zod dependency here.
type UserListPage = (typeof userListPage)['_zod']['output'];

/** Enough for a selector; a longer list is narrowed by the search on the server. */
const selectorPageSize = 50;

/** GET /api/users?clientsOnly=true: clients (never admins), by last name, matching the search. */
const getClients = (search: string) => {
  const params = new URLSearchParams({ page: '1', pageSize: String(selectorPageSize), clientsOnly: 'true' });
  if (search) params.set('search', search);
  return apiGetRequired<UserListPage>(`/api/users?${params}`);
};

const clientsQuery = (search: string) =>
  queryOptions({
    queryKey: ['admin', 'clients', { search }],
    queryFn: () => getClients(search),
    placeholderData: keepPreviousData,
  });

export const useClients = (search = '') => useQuery(clientsQuery(search));

/** Every client list query starts with this key; a change to a client refreshes them all. */
export const clientsKey = ['admin', 'clients'] as const;

/** One page of Client Management's list: the count, the page, and the search, all on the server. */
const getClientPage = (q: { search: string; page: number; pageSize: number }) => {
  const params = new URLSearchParams({
    page: String(q.page),
    pageSize: String(q.pageSize),
    clientsOnly: 'true',
  });
  if (q.search) params.set('search', q.search);
  return apiGetRequired<UserListPage>(`/api/users?${params}`);
};

export const useClientPage = (q: { search: string; page: number; pageSize: number }) =>
  useQuery({
    queryKey: [...clientsKey, 'page', q],
    queryFn: () => getClientPage(q),
    placeholderData: keepPreviousData,
  });

/** The screen's default client: the first of the list, never a fixed user id. */
export function useFirstClientId() {
  const query = useClients();
  return { ...query, firstClientId: query.data?.items[0]?.id };
}
