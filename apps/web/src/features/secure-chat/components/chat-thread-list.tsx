import { personDate } from '@app/contracts/common/person-dates';
import type { ChatThread } from '@app/contracts/secure-chat.contract';
import { secureChatMessages } from '@app/contracts/secure-chat.contract';
import { Badge, Group, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { useChatThreads } from '../api/get-chat-threads';

/** The clients, with unread counts and the last message; choosing one opens the chat. */
export function ChatThreadList({
  search,
  onSearch,
  selected,
  onSelect,
  live,
}: {
  search: string;
  onSearch: (s: string) => void;
  selected: number | null;
  onSelect: (thread: ChatThread) => void;
  live: boolean;
}) {
  const threads = useChatThreads(search, live);
  return (
    <Stack gap="xs">
      <TextInput
        aria-label="Search clients"
        placeholder="Search clients…"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
      />
      {threads.isPending ? (
        <ListSkeleton label="Loading clients" rows={4} height={60} />
      ) : threads.isError ? (
        <ListError what="the clients" onRetry={() => threads.refetch()} />
      ) : threads.data.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {secureChatMessages.noClients}
        </Text>
      ) : (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {threads.data.map((t) => (
            <li key={t.userId}>
              <UnstyledButton
                w="100%"
                onClick={() => onSelect(t)}
                aria-current={t.userId === selected ? 'true' : undefined}
              >
                <Paper withBorder radius="md" p="xs" bg={t.userId === selected ? 'brand.0' : undefined}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text fz="sm" fw={600} truncate>
                      {t.firstName} {t.lastName}
                    </Text>
                    <Group gap={6} wrap="nowrap">
                      {t.lastMessageAt && (
                        <Text fz="xs" c="dimmed">
                          {personDate(t.lastMessageAt)}
                        </Text>
                      )}
                      {t.unreadCount > 0 && (
                        <Badge size="sm" color="red" circle aria-label={`${t.unreadCount} unread`}>
                          {t.unreadCount}
                        </Badge>
                      )}
                    </Group>
                  </Group>
                  <Text fz="xs" c="dimmed" truncate>
                    {t.lastMessage ?? 'No messages yet'}
                  </Text>
                </Paper>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
