import type { BetaTestingUser } from '@app/contracts/beta-access.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { clientKeys } from '../../../lib/query-keys/clients';

type Kind = 'client-profiles' | 'test-users';

/** GET /api/admin/client-profiles and GET /api/admin/test-users: one shape, two lists. */
const betaTestingUsersQuery = (kind: Kind) =>
  queryOptions({
    queryKey: clientKeys.betaTesting(kind),
    queryFn: () => apiGetRequired<BetaTestingUser[]>(`/api/admin/${kind}`),
  });

export const useBetaTestingUsers = (kind: Kind) => useQuery(betaTestingUsersQuery(kind));
