import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Pagination.css';
import { localIsoDate } from '@app/contracts/follow-up';
import { Alert, Button, Grid, Group, Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { trackingPageSize, useTrackingList } from '../api/get-tracking-list';
import { FollowUpAlerts } from './follow-up-alerts';
import { TrackingRow } from './tracking-row';

const controlLabels = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
};

/** Follow-Up Alerts and the Active Disputes & Tracking list of one client (0 = all). */
export function TrackingOverview({
  clientId,
  page,
  onPageChange,
  focusDisputeId,
}: {
  clientId: number;
  page: number;
  onPageChange: (page: number) => void;
  /** A dispute a link named (the work queue's row): its card opens by itself. */
  focusDisputeId?: number;
}) {
  const list = useTrackingList(clientId, page);
  const today = localIsoDate();
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / trackingPageSize)) : 1;
  const showClient = clientId === 0;

  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, lg: 8 }} order={{ base: 2, lg: 1 }}>
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'sm', sm: 'lg' }}
          component="section"
          aria-labelledby="active-disputes-title"
        >
          <Group justify="space-between" mb="md" gap="xs">
            <Title order={2} fz="h4" id="active-disputes-title">
              Active Disputes & Tracking
            </Title>
            {data && (
              <Text fz="sm" c="dimmed" aria-live="polite">
                {data.total === 0
                  ? 'None'
                  : `${(data.page - 1) * data.pageSize + 1}–${(data.page - 1) * data.pageSize + data.items.length} of ${data.total}`}
              </Text>
            )}
          </Group>
          {list.isPending ? (
            <Stack gap="sm" role="status" aria-label="Loading disputes">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height={96} radius="md" />
              ))}
            </Stack>
          ) : list.isError ? (
            <Alert color="red" title="Could not load the disputes">
              <Text fz="sm" mb="sm">
                Check your connection and try again.
              </Text>
              <Button size="xs" variant="light" color="red" onClick={() => list.refetch()}>
                Retry
              </Button>
            </Alert>
          ) : data && data.items.length === 0 ? (
            <Stack align="center" gap={6} py="xl" ta="center">
              <IconMailOff size={36} aria-hidden color="var(--mantine-color-gray-6)" />
              <Text fw={600}>No disputes found</Text>
              <Text fz="sm" c="dimmed" maw={380}>
                {showClient
                  ? 'No client has an open dispute.'
                  : 'This client has no open dispute. Letters appear here once they are created.'}
              </Text>
            </Stack>
          ) : (
            <Stack gap="md">
              <Stack
                component="ul"
                gap="sm"
                m={0}
                p={0}
                style={{ listStyle: 'none', opacity: list.isPlaceholderData ? 0.6 : 1 }}
                aria-busy={list.isPlaceholderData}
                aria-label="Disputes and their tracking"
              >
                {data?.items.map((d) => (
                  <TrackingRow
                    key={d.id}
                    dispute={d}
                    today={today}
                    showClient={showClient}
                    focused={d.id === focusDisputeId}
                  />
                ))}
              </Stack>
              {pages > 1 && (
                <Group justify="center" component="nav" aria-label="Pages of the dispute list">
                  <Pagination
                    total={pages}
                    value={Math.min(page, pages)}
                    onChange={onPageChange}
                    siblings={1}
                    boundaries={1}
                    size="sm"
                    getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
                    getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
                  />
                </Group>
              )}
            </Stack>
          )}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }} order={{ base: 1, lg: 2 }}>
        <FollowUpAlerts
          disputes={data?.items}
          onRetry={list.isError ? () => list.refetch() : undefined}
          totalDue={data?.counts.needFollowUp}
          today={today}
          showClient={showClient}
          complete
        />
      </Grid.Col>
    </Grid>
  );
}
