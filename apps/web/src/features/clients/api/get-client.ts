import type { PublicUser } from '@app/contracts/users.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { clientsKey } from './get-clients';

/** GET /api/users/{id}: the selected client's account (name, email, access level). */
const getClient = (userId: number) => apiGetRequired<PublicUser>(`/api/users/${userId}`);

const clientQuery = (userId: number) =>
  queryOptions({ queryKey: [...clientsKey, userId, 'account'], queryFn: () => getClient(userId) });

export const useClient = (userId: number) => useQuery(clientQuery(userId));
