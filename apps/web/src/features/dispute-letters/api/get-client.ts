import type { PublicUser } from '@app/contracts/users.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';

/** GET /api/users/{id}: the client a letter is written for (name and mailing address). */
const getClient = (id: number) => apiGetRequired<PublicUser>(`/api/users/${id}`);

const clientQuery = (id: number) =>
  queryOptions({ queryKey: ['admin', 'client', id], queryFn: () => getClient(id) });

export const useClient = (id: number) => useQuery(clientQuery(id));
