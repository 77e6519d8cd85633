import { personDateTime } from '@app/contracts/common/person-dates';
import { type SupportTicket, ticketCategoryLabels } from '@app/contracts/support.contract';
import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { PriorityBadge, StatusBadge } from './support-badges';

export function TicketList({
  items,
  onOpen,
}: {
  items: SupportTicket[];
  onOpen: (ticket: SupportTicket) => void;
}) {
  if (items.length === 0) {
    return (
      <EmptyState icon={IconTicket} title="No tickets found">
        No support ticket matches these filters.
      </EmptyState>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((t) => (
        <li key={t.id}>
          <UnstyledButton onClick={() => onOpen(t)} w="100%" aria-label={`Open ticket ${t.ticketNumber}`}>
            <Paper withBorder radius="md" p="sm">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  #{t.ticketNumber} · {t.title}
                </Text>
                <Group gap={6}>
                  <StatusBadge status={t.status} />
                  <PriorityBadge priority={t.priority} />
                </Group>
              </Group>
              <Text fz="sm" c="dimmed" lineClamp={2} mt={4} style={{ overflowWrap: 'anywhere' }}>
                {t.description}
              </Text>
              <Text fz="xs" c="dimmed" mt={4}>
                {t.customerInfo.name} · {t.customerInfo.email} · {ticketCategoryLabels[t.category]} ·{' '}
                {personDateTime(t.createdAt)}
              </Text>
            </Paper>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
