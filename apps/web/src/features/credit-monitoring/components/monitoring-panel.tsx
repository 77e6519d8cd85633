import { monitoringProviderLabels } from '@app/contracts/credit-monitoring.contract';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconRadar } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { useMonitoringConnections } from '../api/get-monitoring-connections';
import { useSyncHistory } from '../api/get-sync-history';
import { AddConnectionDialog } from './add-connection-dialog';
import { ConnectionCard } from './connection-card';
import { SyncHistory } from './sync-history';
import { signed, syncedAt } from './synced-at';

/**
 * The client page's Monitor tab. Those who may manage see the connections
 * with Add, Sync and Remove; a client viewer sees the connected provider, or the way to connect
 * Experian (`connectExperian`, a link to `/experian`).
 */
export function MonitoringPanel({
  canManage,
  connectExperian,
}: {
  canManage: boolean;
  connectExperian: ReactNode;
}) {
  const connections = useMonitoringConnections();
  const history = useSyncHistory();
  const [adding, setAdding] = useState(false);

  if (connections.isPending) return <ListSkeleton label="Loading monitoring connections" rows={2} />;
  if (connections.isError)
    return <ListError what="monitoring connections" onRetry={() => connections.refetch()} />;
  const list = connections.data;
  const latest = history.data?.[0];

  if (list.length === 0) {
    return (
      <>
        <EmptyState
          icon={IconRadar}
          title="No Monitoring Connected"
          action={
            <Group gap="sm" justify="center">
              {connectExperian}
              {canManage && (
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => setAdding(true)}
                >
                  Add Connection
                </Button>
              )}
            </Group>
          }
        >
          Connect Experian to import your credit file and keep it up to date: new negative items become issues
          to dispute, and removed ones are marked resolved.
        </EmptyState>
        {canManage && <AddConnectionDialog opened={adding} onClose={() => setAdding(false)} />}
      </>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <div>
          <Title order={2} fz="h3">
            Credit Monitoring
          </Title>
          <Text c="dimmed" fz="sm">
            {canManage
              ? 'Connected services keep your credit file current.'
              : `Connected: ${list.map((c) => monitoringProviderLabels[c.provider]).join(', ')}`}
          </Text>
        </div>
        {canManage && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            Add Connection
          </Button>
        )}
      </Group>
      {list.map((c) => (
        <ConnectionCard key={c.id} connection={c} canManage={canManage} />
      ))}
      {latest && (
        <Paper withBorder radius="lg" p="md" bg="gray.0" data-testid="last-sync">
          <Text fw={600} fz="sm">
            Last sync: {monitoringProviderLabels[latest.provider]}, {syncedAt(latest.syncDate)}
          </Text>
          <Text fz="sm">
            {latest.syncStatus === 'FAILED'
              ? latest.message
              : `${latest.issuesFound} issues found · ${latest.itemsRemoved} removed · score change ${signed(latest.scoreChange)}`}
          </Text>
        </Paper>
      )}
      <SyncHistory entries={history.data ?? []} />
      {canManage && <AddConnectionDialog opened={adding} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
