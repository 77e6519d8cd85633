import { personDateTime } from '@app/contracts/common/person-dates';
import '@mantine/core/styles/ScrollArea.css';
import {
  chatSenderLabel,
  secureChatMaxLength,
  secureChatMessages,
} from '@app/contracts/secure-chat.contract';
import { Box, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { ChatComposer } from '../../../components/chat-composer/chat-composer';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { toneText } from '../../../components/status-badge/tone';
import { notify } from '../../../lib/notify';
import { useOutgoingDraft } from '../../../lib/outgoing-draft';
import { useChatMessages } from '../api/get-chat-messages';
import { useSendSecureChatMessage } from '../api/send-chat-message';

/**
 * One client's conversation with the credit specialists. ADMIN messages are labelled
 * 'Credit Specialist', others 'Client'. The text is shown as text, never as markup.
 */
export function SecureChatThread({
  userId,
  side,
  live,
}: {
  userId: number;
  side: 'CLIENT' | 'ADMIN';
  live: boolean;
}) {
  const messages = useChatMessages(userId, live);
  const send = useSendSecureChatMessage();
  const outgoing = useOutgoingDraft();
  const bottom = useRef<HTMLDivElement>(null);
  const count = messages.data?.length ?? 0;
  useEffect(() => {
    if (count) bottom.current?.scrollIntoView({ block: 'end' });
  }, [count]);

  const submit = () => {
    if (outgoing.blank || send.isPending) return;
    const message = outgoing.take();
    send.mutate(
      { userId, message },
      {
        onError: () => {
          outgoing.restore(message);
          notify({ color: 'red', title: 'Error', message: secureChatMessages.sendFailed });
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Group gap={6} mb="sm">
        <IconLock size={16} aria-hidden />
        <Text fz="xs" c="dimmed">
          Only this client and the credit specialists can read this conversation.
        </Text>
      </Group>
      <ScrollArea
        h={{ base: 320, sm: 400 }}
        type="auto"
        offsetScrollbars
        viewportProps={{ tabIndex: 0, 'aria-label': 'Conversation' }}
      >
        {messages.isPending ? (
          <ListSkeleton label="Loading messages" rows={3} height={56} />
        ) : messages.isError ? (
          <ListError what="the messages" onRetry={() => messages.refetch()} />
        ) : messages.data.length === 0 ? (
          <Text c="dimmed" fz="sm" ta="center" py="xl">
            {side === 'CLIENT' ? secureChatMessages.emptyClient : secureChatMessages.emptyAdmin}
          </Text>
        ) : (
          <Stack gap="sm" role="log" aria-live="polite" aria-label="Messages">
            {messages.data.map((m) => {
              const own = m.senderType === side;
              return (
                <Box key={m.id} style={{ alignSelf: own ? 'flex-end' : 'flex-start', maxWidth: '85%' }}>
                  <Text fz="xs" c="dimmed" ta={own ? 'right' : 'left'} mb={2}>
                    <Text span fw={600} c={m.senderType === 'ADMIN' ? toneText('teal') : 'brand.9'} fz="xs">
                      {chatSenderLabel(m.senderType)}
                    </Text>{' '}
                    · {personDateTime(m.createdAt)}
                  </Text>
                  <Paper radius="md" px="sm" py={8} bg={own ? 'brand.0' : 'gray.0'} withBorder={!own}>
                    <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {m.message}
                    </Text>
                  </Paper>
                </Box>
              );
            })}
            <div ref={bottom} />
          </Stack>
        )}
      </ScrollArea>
      <Box mt="sm">
        <ChatComposer
          draft={outgoing.draft}
          onDraftChange={outgoing.setDraft}
          onSend={submit}
          label="Message"
          placeholder={side === 'CLIENT' ? 'Write to your credit specialist…' : 'Write to the client…'}
          maxLength={secureChatMaxLength}
          sendDisabled={outgoing.blank}
          sending={send.isPending}
          sendButton="text"
        />
      </Box>
    </Paper>
  );
}
