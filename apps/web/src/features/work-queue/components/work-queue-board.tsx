import '@mantine/core/styles/Grid.css';
import { type AssignmentFilter, assignmentFilterLabels } from '@app/contracts/team-roles';
import { workQueueMessages } from '@app/contracts/work-queue.contract';
import { SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { useWorkQueue } from '../api/get-work-queue';
import { WorkQueueGroupCard } from './work-queue-group';

/**
 * The work queue: groups with waiting work first, in the queue's order, then the empty ones. Its
 * rows and counts are of the clients the filter chooses (Mine, Unassigned, Everyone), as the role allows.
 */
export function WorkQueueBoard({
  assignmentFilters,
  assigned,
  onAssignedChange,
}: {
  /** The "Mine / Unassigned / Everyone" choices the viewer's role allows. */
  assignmentFilters: readonly AssignmentFilter[];
  assigned: AssignmentFilter;
  onAssignedChange: (assigned: AssignmentFilter) => void;
}) {
  const queue = useWorkQueue({ assigned });
  const filter = assignmentFilters.length > 1 && (
    <SegmentedControl
      aria-label="Whose clients"
      value={assigned}
      onChange={(value) => onAssignedChange(value as AssignmentFilter)}
      data={assignmentFilters.map((f) => ({ value: f, label: assignmentFilterLabels[f] }))}
      style={{ alignSelf: 'flex-start' }}
    />
  );
  let body: ReactNode;
  if (queue.isPending) body = <ListSkeleton label="Loading the work queue" rows={4} />;
  else if (queue.isError) body = <ListError what="the work queue" onRetry={() => queue.refetch()} />;
  else if (queue.data.total === 0) {
    body = (
      <EmptyState icon={IconChecklist} title="All caught up">
        {workQueueMessages.empty}
      </EmptyState>
    );
  } else {
    const groups = [...queue.data.groups].sort((a, b) => Number(b.total > 0) - Number(a.total > 0));
    body = (
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        {groups.map((group) => (
          // A new filter starts each group again from its first page.
          <WorkQueueGroupCard
            key={`${assigned}-${group.group}`}
            first={group}
            today={queue.data.today}
            assigned={assigned}
          />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Stack gap="md">
      {filter}
      {body}
    </Stack>
  );
}
