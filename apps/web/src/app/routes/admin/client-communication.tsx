import { secureChatMessages } from '@app/contracts/secure-chat.contract';
import { Grid, Paper, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Grid.css';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useFollowSecureChat } from '../../../features/secure-chat/api/follow-secure-chat';
import { useChatThreads } from '../../../features/secure-chat/api/get-chat-threads';
import { ChatThreadList } from '../../../features/secure-chat/components/chat-thread-list';
import { SecureChatThread } from '../../../features/secure-chat/components/secure-chat-thread';

/** `/admin-portal/chat`: the client list, then the conversation with that client. */
export function ClientCommunicationPage() {
  const live = useFollowSecureChat();
  const [search, setSearch] = useState('');
  // The chosen client lives in the address (?client=), so the work queue can link straight to a conversation.
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('client'));
  const clientId = Number.isInteger(asked) && asked > 0 ? asked : null;
  const threads = useChatThreads(search, live);
  const thread = threads.data?.find((t) => t.userId === clientId);
  const client =
    clientId === null
      ? null
      : { userId: clientId, name: thread ? `${thread.firstName} ${thread.lastName}` : 'Client' };
  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <ChatThreadList
          search={search}
          onSearch={setSearch}
          selected={client?.userId ?? null}
          onSelect={(t) => setParams({ client: String(t.userId) })}
          live={live}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        {client ? (
          <>
            <Title order={2} fz="h4" mb="sm">
              {client.name}
            </Title>
            <SecureChatThread key={client.userId} userId={client.userId} side="ADMIN" live={live} />
          </>
        ) : (
          <Paper withBorder radius="md" p="xl">
            <Text c="dimmed" ta="center">
              {secureChatMessages.pickClient}
            </Text>
          </Paper>
        )}
      </Grid.Col>
    </Grid>
  );
}
