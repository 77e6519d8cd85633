import type { WorkQueue, WorkQueueQuery } from '@app/contracts/work-queue.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { workQueueKeys } from '../../../lib/query-keys/work-queue';

/** The queue changes when work is done on other screens, which do not know it: poll it every minute. */
const pollMs = 60_000;

/** GET /api/admin/work-queue: every group's first page, or one group's page. */
const getWorkQueue = (q: WorkQueueQuery) => {
  const params = new URLSearchParams();
  if (q.group) params.set('group', q.group);
  if (q.page) params.set('page', String(q.page));
  if (q.pageSize) params.set('pageSize', String(q.pageSize));
  return apiGetRequired<WorkQueue>(`/api/admin/work-queue?${params}`);
};

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
