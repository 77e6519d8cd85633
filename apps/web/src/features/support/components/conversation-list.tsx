import { personDateTime } from '@app/contracts/common/person-dates';
import type { SupportConversation } from '@app/contracts/support.contract';
import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { PriorityBadge, StatusBadge } from './support-badges';

export function ConversationList({
  items,
  onOpen,
}: {
  items: SupportConversation[];
  onOpen: (id: number) => void;
}) {
  if (items.length === 0) {
    return (
      <EmptyState icon={IconMessages} title="No conversations found" titleOrder={2}>
        No support chat matches these filters.
      </EmptyState>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((c) => (
        <li key={c.id}>
          <UnstyledButton
            onClick={() => onOpen(c.id)}
            w="100%"
            aria-label={`Open conversation with ${c.customerName ?? 'a visitor'}`}
          >
            <Paper withBorder radius="md" p="sm">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text fw={600} fz="sm">
                  {c.customerName ?? 'Visitor (not signed in)'}
                  {c.ticketNumber && (
                    <Text span c="dimmed" fz="xs" ml={6}>
                      Ticket #{c.ticketNumber}
                    </Text>
                  )}
                </Text>
                <Group gap={6}>
                  <StatusBadge status={c.status} />
                  <PriorityBadge priority={c.priority} />
                </Group>
              </Group>
              <Text fz="sm" c="dimmed" lineClamp={2} mt={4} style={{ overflowWrap: 'anywhere' }}>
                {c.summary || c.lastMessage || 'No message yet'}
              </Text>
              <Text fz="xs" c="dimmed" mt={4}>
                {personDateTime(c.updatedAt)} · {c.messageCount} messages
                {c.customerSatisfaction ? ` · rated ${c.customerSatisfaction}/5` : ''}
              </Text>
            </Paper>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
