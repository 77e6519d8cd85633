import {
  type BankConnection,
  bankAccountTypeLabels,
  bankMessages,
} from '@app/contracts/bank-connections.contract';
import { formatCents } from '@app/contracts/common/money';
import { personDateTime } from '@app/contracts/common/person-dates';
import { Badge, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import { ToneBadge } from '../../../components/status-badge/tone-badge';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useRemoveBankConnection } from '../api/remove-bank-connection';
import { useSyncBankConnection } from '../api/sync-bank-connection';
import { useUpdateBankConnection } from '../api/update-bank-connection';
import { BalanceChart } from './balance-chart';

const statusLook = {
  CONNECTED: { color: 'green', label: 'Connected' },
  PENDING: { color: 'yellow', label: 'Pending' },
  ERROR: { color: 'red', label: 'Sync failed' },
} as const;

/** One connected account: balances, Sync Now, the auto-optimization switch, Remove. */
export function BankAccountCard({ account: a }: { account: BankConnection }) {
  const sync = useSyncBankConnection();
  const update = useUpdateBankConnection();
  const remove = useRemoveBankConnection();
  const name = `${a.bankName} ${bankAccountTypeLabels[a.accountType]}${a.accountNumber ? ` ••••${a.accountNumber}` : ''}`;
  const current = a.balanceHistory[a.balanceHistory.length - 1];
  return (
    <Paper withBorder radius="md" p="md" data-testid={`bank-account-${a.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start">
          <div>
            <Text fw={700} component="h3" fz="md" m={0}>
              {name}
            </Text>
            <Text fz="sm" c="dimmed">
              {a.routingNumber ? `Routing ${a.routingNumber} · ` : ''}
              {a.lastSync ? `Last synced ${personDateTime(a.lastSync)}` : 'Not synced yet'}
            </Text>
          </div>
          <Group gap={6}>
            <ToneBadge color={statusLook[a.connectionStatus].color}>
              {statusLook[a.connectionStatus].label}
            </ToneBadge>
            <Badge variant="light" color="gray" style={{ textTransform: 'none' }}>
              {bankMessages.simulated}
            </Badge>
          </Group>
        </Group>
        {current && (
          <Text fz="sm">
            {a.accountType === 'CREDIT' ? 'Balance owed' : 'Balance'}:{' '}
            <Text span fw={700}>
              {formatCents(current.balance)}
            </Text>{' '}
            on {current.date}
          </Text>
        )}
        <BalanceChart points={a.balanceHistory} label={`${name}, daily balances`} />
        <Group justify="space-between" gap="xs">
          <Switch
            label="Auto payment optimization"
            checked={a.autoPaymentOptimization}
            disabled={update.isPending}
            onChange={(e) =>
              update.mutate(
                { id: a.id, autoPaymentOptimization: e.currentTarget.checked },
                {
                  onSuccess: (r) =>
                    notify({
                      color: 'green',
                      title: 'Saved',
                      message: `Auto payment optimization is ${r.autoPaymentOptimization ? 'on' : 'off'}.`,
                    }),
                  onError: (err) =>
                    notify({
                      color: 'red',
                      title: 'Error',
                      message: errorMessage(err, 'Failed to save the switch'),
                    }),
                },
              )
            }
          />
          <Group gap="xs">
            <Button
              variant="light"
              size="sm"
              leftSection={<IconRefresh size={16} aria-hidden />}
              loading={sync.isPending}
              aria-label={`Sync Now: ${name}`}
              onClick={() =>
                sync.mutate(a.id, {
                  onSuccess: () => notify({ color: 'green', title: bankMessages.synced, message: name }),
                  onError: (err) =>
                    notify({
                      color: 'red',
                      title: 'Sync Failed',
                      message: errorMessage(err, 'Failed to sync'),
                    }),
                })
              }
            >
              Sync Now
            </Button>
            <Button
              variant="subtle"
              color="red"
              size="sm"
              leftSection={<IconTrash size={16} aria-hidden />}
              loading={remove.isPending}
              aria-label={`Remove ${name}`}
              onClick={() =>
                remove.mutate(a.id, {
                  onSuccess: () => notify({ color: 'green', title: bankMessages.removed, message: name }),
                  onError: (err) =>
                    notify({ color: 'red', title: 'Error', message: errorMessage(err, 'Failed to remove') }),
                })
              }
            >
              Remove
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
