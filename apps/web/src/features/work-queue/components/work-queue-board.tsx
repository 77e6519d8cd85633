import '@mantine/core/styles/Grid.css';
import { workQueueMessages } from '@app/contracts/work-queue.contract';
import { SimpleGrid } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { useWorkQueue } from '../api/get-work-queue';
import { WorkQueueGroupCard } from './work-queue-group';

/** The work queue: groups with waiting work first, in the queue's order, then the empty ones. */
export function WorkQueueBoard() {
  const queue = useWorkQueue({});
  if (queue.isPending) return <ListSkeleton label="Loading the work queue" rows={4} />;
  if (queue.isError) return <ListError what="the work queue" onRetry={() => queue.refetch()} />;
  if (queue.data.total === 0) {
    return (
      <EmptyState icon={IconChecklist} title="All caught up">
        {workQueueMessages.empty}
      </EmptyState>
    );
  }
  const groups = [...queue.data.groups].sort((a, b) => Number(b.total > 0) - Number(a.total > 0));
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      {groups.map((group) => (
        <WorkQueueGroupCard key={group.group} first={group} />
      ))}
    </SimpleGrid>
  );
}
