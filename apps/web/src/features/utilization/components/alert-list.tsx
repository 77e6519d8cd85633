import { formatCents } from '@app/contracts/common/money';
import type { AlertUrgency, UtilizationAlert } from '@app/contracts/utilization.contract';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBellCheck } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { ToneBadge } from '../../../components/status-badge/tone-badge';
import { useMarkAlertRead } from '../api/mark-alert-read';

const urgencyColor: Record<AlertUrgency, string> = {
  CRITICAL: 'red',
  HIGH: 'orange',
  MEDIUM: 'yellow',
  LOW: 'gray',
};
const urgencyLabel: Record<AlertUrgency, string> = {
  CRITICAL: 'Critical',
  HIGH: 'High',
  MEDIUM: 'Medium',
  LOW: 'Low',
};

/** The alerts the server's rules raised; unread ones can be marked read. */
export function AlertList({ alerts }: { alerts: UtilizationAlert[] }) {
  const markRead = useMarkAlertRead();
  if (alerts.length === 0)
    return (
      <EmptyState icon={IconBellCheck} title="No alerts">
        Alerts appear here when a card reaches 30% or 50% of its limit, your overall utilization goes over
        30%, or a payment you entered is due within 3 days.
      </EmptyState>
    );
  return (
    <Stack gap="sm">
      {alerts.map((a) => (
        <Paper
          key={a.id}
          withBorder
          radius="md"
          p="md"
          bg={a.isRead ? undefined : 'var(--mantine-color-orange-light)'}
        >
          <Group justify="space-between" align="flex-start" gap="xs">
            <Stack gap={4} style={{ flex: 1, minWidth: 200 }}>
              <Group gap="xs">
                <ToneBadge color={urgencyColor[a.urgency]}>{urgencyLabel[a.urgency]}</ToneBadge>
                {!a.isRead && (
                  <Badge variant="outline" color="dark">
                    Unread
                  </Badge>
                )}
              </Group>
              <Text fw={600}>{a.message}</Text>
              <Text fz="sm">{a.actionSuggestion}</Text>
              <Text fz="sm" c="dimmed">
                Suggested amount: {formatCents(a.suggestedAmount)}
              </Text>
            </Stack>
            {!a.isRead && (
              <Button
                size="xs"
                variant="light"
                loading={markRead.isPending && markRead.variables === a.id}
                onClick={() => markRead.mutate(a.id)}
                aria-label={`Mark read: ${a.message}`}
              >
                Mark read
              </Button>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
