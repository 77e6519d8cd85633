import type { WorkQueueQuery } from '@app/contracts/work-queue.contract';

const all = ['work-queue'] as const;

/** The admin's work queue: every page of it sits under all, so one invalidation refreshes the header count too. */
export const workQueueKeys = {
  all,
  page: (q: WorkQueueQuery) => [...all, q] as const,
};
