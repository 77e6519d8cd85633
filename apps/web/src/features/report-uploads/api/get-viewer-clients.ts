import type { userListPage } from '@app/contracts/users.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';

type UserListPage = (typeof userListPage)['_zod']['output'];

/**
 * GET /api/users?clientsOnly=true&search=: the upload screen offers only CLIENT_VIEWER users
 * (spec 001 sections 5 and 6), so other non-admins are left out here.
 */
const getViewerClients = async (search: string) => {
  const params = new URLSearchParams({ page: '1', pageSize: '50', clientsOnly: 'true' });
  if (search) params.set('search', search);
  const page = await apiGetRequired<UserListPage>(`/api/users?${params}`);
  return { ...page, items: page.items.filter((u) => u.accessLevel === 'CLIENT_VIEWER') };
};

export const useViewerClients = (search: string) =>
  useQuery({
    queryKey: ['admin', 'report-uploads', 'clients', { search }],
    queryFn: () => getViewerClients(search),
    placeholderData: keepPreviousData,
  });
