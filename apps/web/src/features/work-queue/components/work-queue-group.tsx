import { personDate } from '@app/contracts/common/person-dates';
import '@mantine/core/styles/Pagination.css';
import {
  type WorkQueueGroupPage,
  type WorkQueueItem,
  workQueueGroupLabels,
  workQueueMessages,
} from '@app/contracts/work-queue.contract';
import { Anchor, Badge, Card, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useWorkQueue } from '../api/get-work-queue';
import { workQueueItemLink } from './work-queue-links';

const dueText = (item: WorkQueueItem) => {
  const date = personDate(item.dueDate);
  return item.overdue ? `Overdue since ${date}` : `Due ${date}`;
};
const waited = (days: number) => (days === 0 ? 'since today' : days === 1 ? 'for 1 day' : `for ${days} days`);

function WorkQueueRow({ item, action }: { item: WorkQueueItem; action: string }) {
  return (
    <Anchor
      component={Link}
      to={workQueueItemLink(item)}
      underline="never"
      c="inherit"
      aria-label={`${action}: ${item.clientName}, ${item.title}${item.hold ? ` (${item.hold})` : ''}`}
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
            <Badge color={item.overdue ? 'red.8' : 'gray.7'} variant="light" tt="none">
              {dueText(item)}
            </Badge>
            <Text fz="xs" c="dimmed">
              Waiting {waited(item.waitingDays)}
            </Text>
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
export function WorkQueueGroupCard({ first }: { first: WorkQueueGroupPage }) {
  const [page, setPage] = useState(1);
  const more = useWorkQueue({ group: first.group, page, pageSize: first.pageSize }, page > 1);
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
          {shown.items.map((item) => (
            <WorkQueueRow key={item.key} item={item} action={labels.action} />
          ))}
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
