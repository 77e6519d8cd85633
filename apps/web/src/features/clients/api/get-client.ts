import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { clientKeys } from '../../../lib/query-keys/clients';

/** GET /api/users/{id}: the selected client's account (name, email, access level). */
const getClient = (userId: number) => call(endpoints.getUser, { params: { id: userId } });

const clientQuery = (userId: number) =>
  queryOptions({ queryKey: clientKeys.account(userId), queryFn: () => getClient(userId) });

export const useClient = (userId: number | undefined) =>
  useQuery({ ...clientQuery(userId ?? 0), enabled: !!userId });
