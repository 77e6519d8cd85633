import type { UserActivityEntry } from '@app/contracts/admin-clients.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { clientsKey } from './get-clients';

/** GET /api/admin/users/{userId}/audit: what was done to and by this client, newest first. */
const getClientActivity = (userId: number) =>
  apiGetRequired<UserActivityEntry[]>(`/api/admin/users/${userId}/audit?limit=20`);

const clientActivityQuery = (userId: number) =>
  queryOptions({
    queryKey: [...clientsKey, userId, 'activity'],
    queryFn: () => getClientActivity(userId),
  });

export const useClientActivity = (userId: number) => useQuery(clientActivityQuery(userId));
