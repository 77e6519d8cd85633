import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { href, readLinkedPage } from '../../../lib/api-client';
import { clientKeys } from '../../../lib/query-keys/clients';

type Kind = 'client-profiles' | 'test-users';

/**
 * GET /api/admin/client-profiles and GET /api/admin/test-users: one shape, two lists, each read a
 * page at a time, newest first; the server links the next page.
 */
const betaTestingUsersQuery = (kind: Kind, search: string) =>
  infiniteQueryOptions({
    queryKey: clientKeys.betaTesting(kind, search),
    queryFn: ({ pageParam }) =>
      kind === 'client-profiles'
        ? readLinkedPage(endpoints.listClientProfiles, pageParam)
        : readLinkedPage(endpoints.listTestUsers, pageParam),
    initialPageParam:
      kind === 'client-profiles'
        ? href(endpoints.listClientProfiles, { query: search ? { search } : {} })
        : href(endpoints.listTestUsers, { query: search ? { search } : {} }),
    getNextPageParam: (last) => last.next ?? undefined,
    placeholderData: keepPreviousData,
  });

export const useBetaTestingUsers = (kind: Kind, search: string) =>
  useInfiniteQuery(betaTestingUsersQuery(kind, search));
