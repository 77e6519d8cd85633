import { personDateTime } from '@app/contracts/common/person-dates';
import { followUpDueText } from '@app/contracts/follow-up';
import type { AssignmentFilter } from '@app/contracts/team-roles';
import '@mantine/core/styles/Pagination.css';
import {
  type WorkQueueGroupPage,
  type WorkQueueItem,
  workQueueGroupLabels,
  workQueueMessages,
} from '@app/contracts/work-queue.contract';
import { Anchor, Badge, Card, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useWorkQueue } from '../api/get-work-queue';
import { ReinsertionRow } from './reinsertion-row';
import { workQueueItemLink } from './work-queue-links';

/**
 * The due date in the words the dashboard and next steps use ("due November 17, 2026, 11 days
 * overdue"), counted on the company's calendar (the queue's `today`), as next steps count it.
 */
const dueText = (item: WorkQueueItem, today: string) => {
  const text = followUpDueText(item.dueDate, today);
  return item.group === 'FOLLOW_UP_DUE' ? `Follow-up ${text}` : `${text[0]?.toUpperCase()}${text.slice(1)}`;
};
/** Who works the client: their specialist's name, or Unassigned. */
const specialistText = (item: WorkQueueItem) => item.assignedSpecialist?.name ?? 'Unassigned';

/** A queued letter's retries: how many were made and when the next one runs. */
const retriesText = (item: WorkQueueItem) => {
  const tries = item.attempts === 1 ? '1 attempt' : `${item.attempts ?? 0} attempts`;
  if (!item.nextAttemptAt) return tries;
  return `${tries}, next retry ${personDateTime(item.nextAttemptAt)}`;
};
const waited = (days: number) => (days === 0 ? 'since today' : days === 1 ? 'for 1 day' : `for ${days} days`);

function WorkQueueRow({ item, action, today }: { item: WorkQueueItem; action: string; today: string }) {
  return (
    <Anchor
      component={Link}
      to={workQueueItemLink(item)}
      underline="never"
      c="inherit"
      aria-label={`${action}: ${item.clientName}, ${item.title}${item.hold ? ` (${item.hold})` : ''}, ${specialistText(item)}`}
      data-testid="work-queue-row"
    >
      <Group justify="space-between" wrap="nowrap" gap="sm" py="xs" px="sm" bd="1px solid gray.3" bdrs="md">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {item.clientName}
          </Text>
          <Text fz="sm" c="dimmed" lineClamp={2}>
            {item.title}
          </Text>
          <Group gap="xs">
            <Badge
              color={item.overdue ? 'red.8' : 'gray.7'}
              variant="light"
              tt="none"
              data-testid="work-queue-due"
              // On a phone the whole due text wraps: its overdue days are the figure that matters.
              styles={{ root: { height: 'auto', paddingBlock: 2 }, label: { whiteSpace: 'normal' } }}
            >
              {dueText(item, today)}
            </Badge>
            {/* A follow-up waits from its due date: its days waiting are its days overdue, said once. */}
            {item.group !== 'FOLLOW_UP_DUE' && (
              <Text fz="xs" c="dimmed">
                Waiting {waited(item.waitingDays)}
              </Text>
            )}
            <Group gap={4} wrap="nowrap" data-testid="work-queue-specialist">
              <IconUser size={14} aria-hidden />
              <Text fz="xs" c={item.assignedSpecialist ? undefined : 'dimmed'}>
                {specialistText(item)}
              </Text>
            </Group>
            {item.attempts !== undefined && (
              <Text fz="xs" c="dimmed" data-testid="work-queue-retries">
                {retriesText(item)}
              </Text>
            )}
            {item.hold && (
              // Orange letters on their own light tint fail contrast: the badge writes in dark.
              <Badge color="orange" c="dark.7" variant="light" tt="none">
                {item.hold}
              </Badge>
            )}
          </Group>
        </Stack>
        <IconChevronRight size={18} aria-hidden style={{ flexShrink: 0 }} />
      </Group>
    </Anchor>
  );
}

/** One group: its first page comes with the whole queue; later pages are asked for this group alone. */
export function WorkQueueGroupCard({
  first,
  today,
  assigned,
}: {
  first: WorkQueueGroupPage;
  today: string;
  /** Whose clients' work the queue shows: later pages ask for the same. */
  assigned: AssignmentFilter;
}) {
  const [page, setPage] = useState(1);
  const more = useWorkQueue({ group: first.group, page, pageSize: first.pageSize, assigned }, page > 1);
  const shown = page > 1 ? (more.data?.groups[0] ?? first) : first;
  const labels = workQueueGroupLabels[first.group];
  const pages = Math.ceil(first.total / first.pageSize);
  const headingId = `work-queue-${first.group}`;

  return (
    <Card withBorder radius="lg" p="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} fz="h4" id={headingId}>
          {labels.title}
        </Title>
        <Badge size="lg" variant={first.total ? 'filled' : 'light'} color={first.total ? 'brand' : 'gray.7'}>
          {first.total}
        </Badge>
      </Group>
      {shown.items.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {workQueueMessages.groupEmpty}
        </Text>
      ) : (
        <Stack gap="xs">
          {shown.items.map((item) =>
            // Its work is done in the row itself: recording the bureau's notice, or drafting the letter.
            item.group === 'REINSERTED_NO_NOTICE' ? (
              <ReinsertionRow key={item.key} item={item} due={followUpDueText(item.dueDate, today)} />
            ) : (
              <WorkQueueRow key={item.key} item={item} action={labels.action} today={today} />
            ),
          )}
        </Stack>
      )}
      {pages > 1 && (
        <Pagination
          mt="sm"
          size="sm"
          total={pages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': `${control} page of ${labels.title}` })}
          getItemProps={(p) => ({ 'aria-label': `Page ${p} of ${labels.title}` })}
        />
      )}
    </Card>
  );
}
