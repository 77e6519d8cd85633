import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { clientKeys } from '../../../lib/query-keys/clients';

/** GET /api/admin/users/{userId}/audit: what was done to and by this client, newest first. */
const getClientActivity = (userId: number) =>
  call(endpoints.listUserActivity, { params: { userId }, query: { limit: 20 } });

const clientActivityQuery = (userId: number) =>
  queryOptions({
    queryKey: clientKeys.activity(userId),
    queryFn: () => getClientActivity(userId),
  });

export const useClientActivity = (userId: number) => useQuery(clientActivityQuery(userId));
