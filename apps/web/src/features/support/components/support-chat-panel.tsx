import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Rating.css';
import '@mantine/core/styles/ScrollArea.css';
import {
  enumLabel,
  type SupportChatMessage,
  supportLimits,
  supportMessages,
  supportTiming,
} from '@app/contracts/support.contract';
import type { PublicUser } from '@app/contracts/users.contract';
import { Alert, Button, Group, Modal, Rating, ScrollArea, Stack, Text } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ChatComposer } from '../../../components/chat-composer/chat-composer';
import { ToneBadge } from '../../../components/status-badge/tone-badge';
import { notify } from '../../../lib/notify';
import { useOutgoingDraft } from '../../../lib/outgoing-draft';
import { personalStorageKey } from '../../../lib/personal-storage';
import { useCreateTicket } from '../api/create-ticket';
import { useFollowChat } from '../api/follow-chat';
import { useChatTranscript } from '../api/get-chat-transcript';
import { useRateChat } from '../api/rate-chat';
import { useSendChatMessage } from '../api/send-chat-message';
import { useStartChat } from '../api/start-chat';
import { ChatMessageList } from './chat-message-list';
import { TicketForm } from './ticket-form';

/** The chat of this tab survives closing the panel and reloading, not the browser session. */
const storageKey = (user: PublicUser | null) => personalStorageKey(`support-chat:${user?.id ?? 'anonymous'}`);

function useChatSession(user: PublicUser | null) {
  const [sessionId, setSessionId] = useState<string | null>(() => sessionStorage.getItem(storageKey(user)));
  const start = useStartChat();
  const [greeting, setGreeting] = useState<SupportChatMessage[]>([]);
  const begin = useCallback(() => {
    start.mutate(
      { userId: user?.id ?? null },
      {
        onSuccess: (chat) => {
          sessionStorage.setItem(storageKey(user), chat.sessionId);
          setGreeting(chat.messages);
          setSessionId(chat.sessionId);
        },
      },
    );
  }, [start.mutate, user]);
  const forget = () => {
    sessionStorage.removeItem(storageKey(user));
    setSessionId(null);
  };
  return { sessionId, begin, forget, starting: start.isPending, failed: start.isError, greeting };
}

/** The support chat, its escalation to a ticket ('Contact Human Support') and its rating. */
export function SupportChatPanel({ user }: { user: PublicUser | null }) {
  const session = useChatSession(user);
  const { sessionId } = session;
  const live = useFollowChat(sessionId);
  const transcript = useChatTranscript(sessionId, live);
  const send = useSendChatMessage();
  const createTicket = useCreateTicket();
  const rate = useRateChat();
  const outgoing = useOutgoingDraft();
  const [ticketOpen, setTicketOpen] = useState(false);
  const [stars, setStars] = useState(0);
  const escalationTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const bottom = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!sessionId && !session.starting && !session.failed) session.begin();
  }, [sessionId, session.starting, session.failed, session.begin]);
  // A chat this browser no longer may read (signed out, expired) is forgotten and a new one opened.
  useEffect(() => {
    if (transcript.isError) session.forget();
  }, [transcript.isError, session.forget]);
  useEffect(() => () => clearTimeout(escalationTimer.current), []);

  const messages = transcript.data?.messages ?? session.greeting;
  useEffect(() => {
    if (messages.length) bottom.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);
  const engine = [...messages].reverse().find((m) => m.engine)?.engine ?? 'builtin';
  const status = transcript.data?.status ?? 'ACTIVE';

  const submit = () => {
    // Nothing is sent blank, nor without a session.
    if (outgoing.blank || !sessionId || send.isPending) return;
    const message = outgoing.take();
    send.mutate(
      { sessionId, message, userId: user?.id ?? null },
      {
        onSuccess: (answer) => {
          if (answer.escalationSuggested) {
            clearTimeout(escalationTimer.current);
            escalationTimer.current = setTimeout(
              () => setTicketOpen(true),
              supportTiming.escalationFormDelayMs,
            );
          }
        },
        onError: () => {
          outgoing.restore(message);
          notify({ color: 'red', title: 'Error', message: supportMessages.sendFailed });
        },
      },
    );
  };

  if (session.failed && !sessionId) {
    return (
      <Alert color="red" title="Error">
        <Text fz="sm" mb="sm">
          {supportMessages.startFailed}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={session.begin}>
          Try again
        </Button>
      </Alert>
    );
  }

  return (
    <Stack gap="sm" h="100%">
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Group gap="xs">
          <ToneBadge color={engine === 'builtin' ? 'dark' : 'brand'}>
            {engine === 'builtin' ? supportMessages.builtinBadge : supportMessages.modelBadge}
          </ToneBadge>
          {status !== 'ACTIVE' && (
            <ToneBadge color={status === 'ESCALATED' ? 'orange' : 'dark'}>
              {status === 'ESCALATED' ? 'With our support team' : enumLabel(status)}
            </ToneBadge>
          )}
        </Group>
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconUserQuestion size={16} aria-hidden />}
          onClick={() => setTicketOpen(true)}
        >
          Contact Human Support
        </Button>
      </Group>
      <Text fz="xs" c="dimmed">
        {engine === 'builtin' ? supportMessages.builtinNotice : supportMessages.modelNotice}
      </Text>
      {transcript.data?.ticketNumber && (
        <Text fz="xs" fw={600}>
          Ticket #{transcript.data.ticketNumber}
        </Text>
      )}

      <ScrollArea
        style={{ flex: 1 }}
        mih={200}
        type="auto"
        offsetScrollbars
        viewportProps={{ tabIndex: 0, 'aria-label': 'Conversation' }}
      >
        <ChatMessageList messages={messages} />
        {send.isPending && (
          <Text fz="xs" c="dimmed" mt="xs" role="status">
            The assistant is looking in the help articles…
          </Text>
        )}
        <div ref={bottom} />
      </ScrollArea>

      <ChatComposer
        draft={outgoing.draft}
        onDraftChange={outgoing.setDraft}
        onSend={submit}
        label="Your message"
        placeholder="Ask a question…"
        maxLength={supportLimits.messageMaxLength}
        disabled={!sessionId}
        sendDisabled={outgoing.blank || !sessionId}
        sending={send.isPending}
        sendButton="icon"
      />

      {sessionId && (messages.some((m) => m.sender === 'USER') || transcript.data?.customerSatisfaction) && (
        <Group gap="xs" wrap="wrap" justify="space-between">
          {transcript.data?.customerSatisfaction ? (
            <Text fz="xs" c="dimmed">
              {supportMessages.ratingThanks}: {transcript.data.customerSatisfaction} of 5 stars
            </Text>
          ) : (
            <>
              <Group gap="xs">
                <Text fz="xs" id="rate-chat-label">
                  Rate this chat
                </Text>
                <Rating value={stars} onChange={setStars} aria-labelledby="rate-chat-label" />
              </Group>
              <Button
                size="compact-xs"
                variant="light"
                disabled={stars === 0}
                loading={rate.isPending}
                onClick={() =>
                  rate.mutate(
                    { sessionId, rating: stars },
                    // A rating failure is only logged.
                    { onError: (error) => console.warn('rating failed', error) },
                  )
                }
              >
                Rate Chat
              </Button>
            </>
          )}
        </Group>
      )}

      <Modal
        closeButtonProps={{ 'aria-label': 'Close dialog' }}
        opened={ticketOpen}
        onClose={() => setTicketOpen(false)}
        title="Contact Human Support"
        size="lg"
      >
        <Text fz="sm" c="dimmed" mb="sm">
          A person from our support team will read this and reply in this chat and by email.
        </Text>
        <TicketForm
          initial={{
            title:
              [...messages]
                .reverse()
                .find((m) => m.sender === 'USER')
                ?.message.slice(0, 120) ?? '',
            customerInfo: user
              ? { name: `${user.firstName} ${user.lastName}`, email: user.email, phone: '' }
              : { name: '', email: '', phone: '' },
          }}
          submitLabel="Create Ticket"
          pending={createTicket.isPending}
          onCancel={() => setTicketOpen(false)}
          onSubmit={(values, form) =>
            createTicket.mutate(
              { ...values, sessionId, userId: user?.id ?? null },
              {
                onSuccess: ({ ticketNumber }) => {
                  setTicketOpen(false);
                  notify({
                    color: 'teal',
                    title: 'Ticket Created',
                    message: supportMessages.ticketCreated(ticketNumber),
                  });
                },
                onError: (error) => {
                  if (!form.setServerErrors(error))
                    notify({ color: 'red', title: 'Error', message: supportMessages.ticketFailed });
                },
              },
            )
          }
        />
      </Modal>
    </Stack>
  );
}
