import {
  type AdminCreditConnection,
  creditProfileMessages,
  monitoringProviderLabels,
} from '@app/contracts/credit-monitoring.contract';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRadar, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { ListError } from '../../../components/list-states/list-states';
import { ToneBadge } from '../../../components/status-badge/tone-badge';
import { creditMonitoringKeys } from '../../../lib/query-keys/credit-monitoring';
import { useCreditConnections } from '../api/get-credit-connections';
import { CreditDataTabs } from './credit-data-tabs';
import { SandboxBadge } from './sandbox-badge';
import { syncedAt } from './synced-at';

/** The Reveal of a connection's monitoring password, from the page; none for a role never shown it. */
type RevealCredential = (connection: AdminCreditConnection, clientName: string) => ReactNode;

function ProfileCard({
  connection: c,
  revealCredential,
}: {
  connection: AdminCreditConnection;
  revealCredential?: RevealCredential;
}) {
  const name = c.user ? `${c.user.firstName} ${c.user.lastName}` : creditProfileMessages.unknownClient;
  const reveal = revealCredential?.(c, name);
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="article"
      aria-label={`${name}, ${monitoringProviderLabels[c.provider]}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" align="flex-start">
          <div>
            <Title order={3} fz="h4">
              {name}
            </Title>
            <Text fz="sm" c="dimmed">
              {c.accountEmail}
            </Text>
          </div>
          <Group gap="xs">
            <ToneBadge color="blue">{monitoringProviderLabels[c.provider]}</ToneBadge>
            <ToneBadge color={c.isActive ? 'green' : 'gray'}>{c.isActive ? 'Active' : 'Inactive'}</ToneBadge>
            {c.source === 'sandbox' && <SandboxBadge />}
          </Group>
        </Group>
        <Text fz="sm">Last sync: {c.lastSyncDate ? syncedAt(c.lastSyncDate) : 'never'}</Text>
        {reveal && (
          <Group gap="xs" wrap="wrap">
            <Text fz="sm">
              Monitoring password:{' '}
              <Text span fz="sm" c="dimmed" aria-hidden>
                ••••••••
              </Text>
            </Text>
            {reveal}
          </Group>
        )}
        {c.isActive && <CreditDataTabs userId={c.userId} />}
      </Stack>
    </Paper>
  );
}

/**
 * The admin dashboard's Credit Profiles tab. The page hands in the Reveal of a connection's password
 * for a role allowed to see it.
 */
export function CreditProfilesPanel({ revealCredential }: { revealCredential?: RevealCredential } = {}) {
  const connections = useCreditConnections();
  const queryClient = useQueryClient();
  // Refresh reads the list and every shown client's file again.
  const refresh = () => queryClient.invalidateQueries({ queryKey: creditMonitoringKeys.all });
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Text c="dimmed" fz="sm">
          Clients with a connected credit monitoring service.
        </Text>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={refresh}
          disabled={connections.isFetching}
        >
          Refresh
        </Button>
      </Group>
      {connections.isPending ? (
        <Text c="dimmed" role="status">
          {creditProfileMessages.loadingProfiles}
        </Text>
      ) : connections.isError ? (
        <ListError what="credit profiles" onRetry={() => connections.refetch()} />
      ) : connections.data.length === 0 ? (
        <EmptyState icon={IconRadar} title={creditProfileMessages.emptyTitle}>
          When a client connects Experian or another monitoring service, their credit file shows here.
        </EmptyState>
      ) : (
        connections.data.map((c) => (
          <ProfileCard key={c.id} connection={c} revealCredential={revealCredential} />
        ))
      )}
    </Stack>
  );
}
