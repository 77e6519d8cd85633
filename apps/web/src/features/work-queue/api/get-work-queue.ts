import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { WorkQueueQuery } from '@app/contracts/work-queue.contract';
import { keepPreviousData } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { workQueueKeys } from '../../../lib/query-keys/work-queue';

/** The queue changes when work is done on other screens, which do not know it: poll it every minute. */
const pollMs = 60_000;

/** GET /api/admin/work-queue: every group's first page, or one group's page. */
// A page of 0 is no page: the server's default applies, as when it is left out.
const getWorkQueue = (q: WorkQueueQuery) =>
  call(endpoints.getWorkQueue, {
    query: {
      group: q.group,
      page: q.page ? String(q.page) : undefined,
      pageSize: q.pageSize ? String(q.pageSize) : undefined,
      assigned: q.assigned,
    },
  });

export const useWorkQueue = (q: WorkQueueQuery, enabled = true) =>
  useQuery({
    queryKey: workQueueKeys.page(q),
    queryFn: () => getWorkQueue(q),
    enabled,
    placeholderData: keepPreviousData,
    // Coming back from doing the work must show the queue without that row.
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: pollMs,
  });
