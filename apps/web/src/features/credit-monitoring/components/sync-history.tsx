import {
  monitoringProviderLabels,
  type SyncHistoryEntry,
  syncHistoryShown,
} from '@app/contracts/credit-monitoring.contract';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { toneText } from '../../../components/status-badge/tone';
import { ToneBadge } from '../../../components/status-badge/tone-badge';
import { signed, syncedAt } from './synced-at';

const statusColor = { SUCCESS: 'green', FAILED: 'red', PENDING: 'gray' } as const;
const statusLabel = { SUCCESS: 'Success', FAILED: 'Failed', PENDING: 'Pending' } as const;

function Entry({ entry }: { entry: SyncHistoryEntry }) {
  const change = entry.scoreChange;
  return (
    <Paper withBorder radius="md" p="sm" component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <div>
          <Text fw={600} fz="sm">
            {monitoringProviderLabels[entry.provider]}
          </Text>
          <Text fz="xs" c="dimmed">
            {syncedAt(entry.syncDate)}
          </Text>
        </div>
        <ToneBadge color={statusColor[entry.syncStatus]}>{statusLabel[entry.syncStatus]}</ToneBadge>
      </Group>
      {entry.syncStatus === 'FAILED' ? (
        <Text fz="sm" c="red.9" mt={6}>
          {entry.message}
        </Text>
      ) : (
        <Group gap="lg" mt={6} fz="sm" style={{ rowGap: 2 }}>
          <Text fz="sm">
            Issues found: <strong>{entry.issuesFound}</strong>
          </Text>
          <Text fz="sm">
            Items removed: <strong>{entry.itemsRemoved}</strong>
          </Text>
          <Text fz="sm">
            Score change:{' '}
            <Text
              span
              fw={700}
              fz="sm"
              c={change && change > 0 ? toneText('green') : change && change < 0 ? 'red.9' : undefined}
            >
              {signed(change)}
            </Text>
          </Text>
        </Group>
      )}
      {entry.removedItems.map((r) => (
        <Text key={`${r.issueId}-${r.title}`} fz="xs" c="dimmed" mt={4}>
          Removed: {r.title}
          {r.creditedDisputeId ? ' — after your dispute' : ''}
        </Text>
      ))}
    </Paper>
  );
}

/** The last-sync summary's companion: the five newest syncs. */
export function SyncHistory({ entries }: { entries: SyncHistoryEntry[] }) {
  const newest = entries.slice(0, syncHistoryShown);
  return (
    <Stack gap="xs" component="section" aria-labelledby="sync-history-title">
      <Title order={3} fz="h4" id="sync-history-title">
        Sync History
      </Title>
      {newest.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No syncs yet. Press Sync on a connection to bring in its file.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} data-testid="sync-history">
          {newest.map((e) => (
            <Entry key={e.id} entry={e} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
