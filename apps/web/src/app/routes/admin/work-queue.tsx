import { WorkQueueBoard } from '../../../features/work-queue/components/work-queue-board';

/** /admin-portal: the work queue across all clients, the admin's first screen (issue 21). */
export function WorkQueuePage() {
  return <WorkQueueBoard />;
}
