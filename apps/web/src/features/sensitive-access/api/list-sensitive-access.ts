import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { sensitiveAccessKeys } from '../../../lib/query-keys/sensitive-access';

type Filter = { personId?: number; clientId?: number };

/** GET /api/admin/sensitive-access: newest first, 25 at a time, by person and client. */
const sensitiveAccessQuery = (filter: Filter) =>
  infiniteQueryOptions({
    queryKey: sensitiveAccessKeys.log(filter),
    queryFn: ({ pageParam }) =>
      call(endpoints.listSensitiveAccess, {
        query: { ...filter, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export const useSensitiveAccess = (filter: Filter) => useInfiniteQuery(sensitiveAccessQuery(filter));
