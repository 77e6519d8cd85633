import type { BetaTestingUser } from '@app/contracts/beta-access.contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiGetLinkedPage } from '../../../lib/api-client';
import { clientKeys } from '../../../lib/query-keys/clients';

type Kind = 'client-profiles' | 'test-users';

/**
 * GET /api/admin/client-profiles and GET /api/admin/test-users: one shape, two lists, each read a
 * page at a time, newest first; the server links the next page.
 */
const betaTestingUsersQuery = (kind: Kind, search: string) =>
  infiniteQueryOptions({
    queryKey: clientKeys.betaTesting(kind, search),
    queryFn: ({ pageParam }) => apiGetLinkedPage<BetaTestingUser>(pageParam),
    initialPageParam: `/api/admin/${kind}${search ? `?search=${encodeURIComponent(search)}` : ''}`,
    getNextPageParam: (last) => last.next ?? undefined,
    placeholderData: keepPreviousData,
  });

export const useBetaTestingUsers = (kind: Kind, search: string) =>
  useInfiniteQuery(betaTestingUsersQuery(kind, search));
