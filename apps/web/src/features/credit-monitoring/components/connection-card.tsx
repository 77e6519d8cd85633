import {
  creditMonitoringMessages,
  type MonitoringConnection,
  monitoringProviderLabels,
  syncFrequencyLabels,
} from '@app/contracts/credit-monitoring.contract';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ToneBadge } from '../../../components/status-badge/tone-badge';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useRemoveMonitoringConnection } from '../api/remove-monitoring-connection';
import { useSyncMonitoringConnection } from '../api/sync-monitoring-connection';
import { SandboxBadge } from './sandbox-badge';
import { signed, syncedAt } from './synced-at';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** One connection with its Sync and Remove actions (or none, read-only). */
export function ConnectionCard({
  connection,
  canManage,
}: {
  connection: MonitoringConnection;
  canManage: boolean;
}) {
  const sync = useSyncMonitoringConnection();
  const remove = useRemoveMonitoringConnection();
  const [confirming, setConfirming] = useState(false);
  const label = monitoringProviderLabels[connection.provider];

  const onSync = () =>
    sync.mutate(connection.id, {
      onSuccess: ({ entry }) =>
        notify({
          color: 'green',
          title: creditMonitoringMessages.syncComplete,
          message: `${plural(entry.issuesFound, 'new issue')}, ${plural(entry.itemsRemoved, 'item')} removed, score change ${signed(entry.scoreChange)}.`,
        }),
      onError: (err) =>
        notify({
          color: 'red',
          title: creditMonitoringMessages.syncFailedTitle,
          message: errorMessage(err, creditMonitoringMessages.syncFailed),
        }),
    });
  const onRemove = () =>
    remove.mutate(connection.id, {
      onSuccess: () =>
        notify({
          color: 'green',
          title: creditMonitoringMessages.removed,
          message: `${label} was disconnected.`,
        }),
      onError: (err) =>
        notify({
          color: 'red',
          title: 'Error',
          message: errorMessage(err, creditMonitoringMessages.removeFailed),
        }),
    });

  return (
    <Paper withBorder radius="lg" p="md" data-testid={`connection-${connection.provider}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text fw={700} fz="lg">
              {label}
            </Text>
            <ToneBadge color={connection.isActive ? 'green' : 'gray'}>
              {connection.isActive ? 'Active' : 'Inactive'}
            </ToneBadge>
            {connection.source === 'sandbox' && <SandboxBadge />}
          </Group>
          {canManage && (
            <Group gap="xs">
              <Button
                size="xs"
                leftSection={<IconRefresh size={14} aria-hidden />}
                onClick={onSync}
                disabled={sync.isPending}
                aria-label={`Sync ${label}`}
              >
                {sync.isPending ? 'Syncing...' : 'Sync'}
              </Button>
              {confirming ? (
                <>
                  <Button size="xs" color="red" onClick={onRemove} disabled={remove.isPending}>
                    Confirm removal
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                    Keep
                  </Button>
                </>
              ) : (
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={() => setConfirming(true)}
                  aria-label={`Remove ${label}`}
                >
                  Remove
                </Button>
              )}
            </Group>
          )}
        </Group>
        <Text fz="sm" c="dimmed">
          {connection.accountEmail}
          {connection.ssnLast4 ? ` · SSN ending ${connection.ssnLast4}` : ''}
        </Text>
        <Text fz="sm">
          {syncFrequencyLabels[connection.syncFrequency]} sync, auto-sync{' '}
          {connection.autoSyncEnabled ? 'on' : 'off'} · Last sync:{' '}
          {connection.lastSyncDate ? syncedAt(connection.lastSyncDate) : 'never'}
        </Text>
      </Stack>
    </Paper>
  );
}
