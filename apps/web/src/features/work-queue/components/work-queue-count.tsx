import { Badge, Box } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useWorkQueue } from '../api/get-work-queue';

/** The admin header's count of everything waiting; the same query as the queue's first screen. */
export function WorkQueueCount() {
  const queue = useWorkQueue({});
  const total = queue.data?.total;
  if (total === undefined) return null;
  return (
    <Badge
      component={Link}
      to={paths.adminPortal}
      color={total ? 'red.8' : 'gray.7'}
      variant={total ? 'filled' : 'light'}
      size="lg"
      style={{ cursor: 'pointer' }}
      aria-label={`Work queue: ${total} ${total === 1 ? 'item' : 'items'} waiting`}
    >
      {total}
      <Box component="span" visibleFrom="sm">
        &nbsp;waiting
      </Box>
    </Badge>
  );
}
