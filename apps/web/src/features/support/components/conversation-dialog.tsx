import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Popover.css';
import {
  conversationStatuses,
  enumLabel,
  supportLimits,
  supportMessages,
  ticketPriorities,
  updateConversationRequest,
} from '@app/contracts/support.contract';
import {
  Button,
  Divider,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { ListSkeleton } from '../../../components/list-states/list-states';
import { errorMessage } from '../../../lib/api-errors';
import { contractResolver, setServerFieldErrors, useFormName } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useOutgoingDraft } from '../../../lib/outgoing-draft';
import { useSupportConversation } from '../api/get-support-conversation';
import { useReplySupportConversation } from '../api/reply-support-conversation';
import { useUpdateSupportConversation } from '../api/update-support-conversation';
import { ChatMessageList } from './chat-message-list';

const adminLabels = { USER: 'Customer', AI: 'Assistant', ADMIN: 'Support team' } as const;

type Values = { status: string; priority: string; summary: string };

function ConversationEditor({ id, initial }: { id: number; initial: Values }) {
  const update = useUpdateSupportConversation();
  const form = useForm<Values>({
    name: useFormName(),
    initialValues: initial,
    validate: contractResolver(updateConversationRequest),
  });
  return (
    <form
      onSubmit={form.onSubmit((values) =>
        update.mutate(
          { id, change: values as never },
          {
            onSuccess: () =>
              notify({
                color: 'teal',
                title: supportMessages.conversationUpdated,
                message: `Status: ${enumLabel(values.status)}`,
              }),
            onError: (error) => {
              if (!setServerFieldErrors(form, error))
                notify({
                  color: 'red',
                  title: supportMessages.updateFailed,
                  message: errorMessage(error, 'Could not save the conversation'),
                });
            },
          },
        ),
      )}
      noValidate
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label="Status"
            data={conversationStatuses.map((s) => ({ value: s, label: enumLabel(s) }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('status')}
          />
          <Select
            label="Priority"
            data={ticketPriorities.map((p) => ({ value: p, label: enumLabel(p) }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('priority')}
          />
        </SimpleGrid>
        <Textarea
          label="Summary"
          autosize
          minRows={2}
          maxLength={supportLimits.summaryMaxLength}
          {...form.getInputProps('summary')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ReplyBox({ id }: { id: number }) {
  const reply = useReplySupportConversation();
  const outgoing = useOutgoingDraft();
  const send = () => {
    if (outgoing.blank || reply.isPending) return;
    const message = outgoing.take();
    reply.mutate(
      { id, message },
      {
        onSuccess: () => {
          notify({
            color: 'teal',
            title: supportMessages.replySent,
            message: 'The customer sees it in their chat.',
          });
        },
        onError: (error) => {
          outgoing.restore(message);
          notify({ color: 'red', title: 'Error', message: errorMessage(error, supportMessages.sendFailed) });
        },
      },
    );
  };
  return (
    <Stack gap="xs">
      <Textarea
        label="Reply in the customer’s chat"
        autosize
        minRows={2}
        maxLength={supportLimits.replyMaxLength}
        value={outgoing.draft}
        onChange={(e) => outgoing.setDraft(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button onClick={send} disabled={outgoing.blank} loading={reply.isPending}>
          Send reply
        </Button>
      </Group>
    </Stack>
  );
}

/** A conversation's transcript, its status, priority and summary, and a person's reply. */
export function ConversationDialog({
  id,
  live,
  onClose,
}: {
  id: number | null;
  live: boolean;
  onClose: () => void;
}) {
  const conversation = useSupportConversation(id, live);
  const c = conversation.data;
  const transcript = useRef<HTMLDivElement>(null);
  const count = c?.messages.length ?? 0;
  // The newest message is what needs an answer: show the end of the transcript.
  useEffect(() => {
    if (count && transcript.current) transcript.current.scrollTop = transcript.current.scrollHeight;
  }, [count]);
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      opened={id !== null}
      onClose={onClose}
      title="Conversation"
      size="xl"
    >
      {!c || c.id !== id ? (
        <ListSkeleton label="Loading the conversation" rows={3} />
      ) : (
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {c.customerName ?? 'Visitor (not signed in)'}
            {c.ticketNumber ? ` · Ticket #${c.ticketNumber}` : ''}
            {c.customerSatisfaction ? ` · rated ${c.customerSatisfaction} of 5` : ''}
          </Text>
          <Paper
            ref={transcript}
            withBorder
            radius="md"
            p="sm"
            mah={360}
            style={{ overflowY: 'auto' }}
            tabIndex={0}
            aria-label="Transcript"
          >
            <ChatMessageList messages={c.messages} labels={adminLabels} ownSender="ADMIN" />
          </Paper>
          <ReplyBox id={c.id} />
          <Divider />
          <ConversationEditor
            key={c.updatedAt}
            id={c.id}
            initial={{ status: c.status, priority: c.priority, summary: c.summary ?? '' }}
          />
        </Stack>
      )}
    </Modal>
  );
}
