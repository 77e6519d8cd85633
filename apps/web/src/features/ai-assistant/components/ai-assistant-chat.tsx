import { personDateTime } from '@app/contracts/common/person-dates';
import '@mantine/core/styles/ScrollArea.css';
import {
  type AiAttachment,
  aiAssistantMessages,
  aiMessageMaxLength,
} from '@app/contracts/ai-assistant.contract';
import {
  Badge,
  Box,
  Button,
  Group,
  MultiSelect,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { EngineBadge } from '../../../components/engine-badge/engine-badge';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useOutgoingDraft } from '../../../lib/outgoing-draft';
import { useAiConversation } from '../api/get-ai-conversation';
import { useSendAiMessage } from '../api/send-ai-message';
import { DraftedLetterActions } from './drafted-letter-actions';

/**
 * The AI Assistant: the conversation, vault documents to attach (the page passes them in),
 * and each drafted letter to open or download. Send needs text or an attachment (§5).
 */
export function AiAssistantChat({
  userId,
  live,
  documents,
}: {
  userId: number;
  live: boolean;
  documents: AiAttachment[];
}) {
  const conversation = useAiConversation(userId, live);
  const send = useSendAiMessage();
  const outgoing = useOutgoingDraft();
  const [attached, setAttached] = useState<string[]>([]);
  const bottom = useRef<HTMLDivElement>(null);
  const count = conversation.data?.length ?? 0;
  useEffect(() => {
    if (count) bottom.current?.scrollIntoView({ block: 'end' });
  }, [count]);

  const blank = outgoing.blank && attached.length === 0;
  const submit = () => {
    if (blank || send.isPending) return;
    const files = documents.filter((d) => attached.includes(String(d.documentId)));
    const message = outgoing.take();
    const attachedBefore = attached;
    setAttached([]);
    send.mutate(
      { userId, message, files },
      {
        onError: (e) => {
          outgoing.restore(message);
          setAttached((current) => (current.length ? current : attachedBefore));
          notify({ color: 'red', title: aiAssistantMessages.error, message: errorMessage(e, String(e)) });
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Text fz="sm" c="dimmed" mb="sm">
        The assistant works from your credit items and the documents you attach; each reply says what wrote
        it.
      </Text>
      <ScrollArea
        h={{ base: 340, sm: 420 }}
        type="auto"
        offsetScrollbars
        viewportProps={{ tabIndex: 0, 'aria-label': 'AI conversation' }}
      >
        {conversation.isPending ? (
          <ListSkeleton label="Loading the conversation" rows={3} height={56} />
        ) : conversation.isError ? (
          <ListError what="the conversation" onRetry={() => conversation.refetch()} />
        ) : conversation.data.length === 0 ? (
          <Text c="dimmed" fz="sm" ta="center" py="xl">
            {aiAssistantMessages.empty}
          </Text>
        ) : (
          <Stack gap="sm" role="log" aria-live="polite" aria-label="AI Assistant messages">
            {conversation.data.map((e) => {
              const own = e.role === 'user';
              return (
                <Box key={e.id} style={{ alignSelf: own ? 'flex-end' : 'flex-start', maxWidth: '90%' }}>
                  <Text fz="xs" c="dimmed" ta={own ? 'right' : 'left'} mb={2}>
                    {own ? 'You' : 'AI Assistant'} · {personDateTime(e.timestamp)}
                  </Text>
                  <Paper p="sm" radius="md" bg={own ? 'brand.0' : 'gray.0'}>
                    <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {e.content}
                    </Text>
                    {e.attachments.length > 0 && (
                      <Group gap={4} mt={6}>
                        {e.attachments.map((a) => (
                          <Badge
                            key={a.documentId}
                            variant="outline"
                            color="gray"
                            c="dark.6"
                            leftSection={<IconPaperclip size={12} />}
                            style={{ textTransform: 'none' }}
                          >
                            {a.name}
                          </Badge>
                        ))}
                      </Group>
                    )}
                    {!own && (
                      <Group mt="xs" gap="xs">
                        <EngineBadge
                          engine={e.engine ?? 'builtin'}
                          work={e.letterGenerated ? 'letter' : 'analysis'}
                        />
                      </Group>
                    )}
                    {e.letterGenerated && e.letterUrl && <DraftedLetterActions letterUrl={e.letterUrl} />}
                  </Paper>
                </Box>
              );
            })}
            <div ref={bottom} />
          </Stack>
        )}
      </ScrollArea>
      <Stack gap="xs" mt="sm">
        <MultiSelect
          label="Attach documents from your vault"
          placeholder={documents.length ? 'Choose documents' : 'Upload documents first'}
          data={documents.map((d) => ({ value: String(d.documentId), label: d.name }))}
          value={attached}
          onChange={setAttached}
          maxValues={5}
          disabled={documents.length === 0}
          clearable
        />
        <Textarea
          label="Message"
          placeholder="e.g. What did the bureau decide? or: Write a letter about Midland"
          autosize
          minRows={2}
          maxLength={aiMessageMaxLength}
          value={outgoing.draft}
          onChange={(e) => outgoing.setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              submit();
            }
          }}
        />
        <Group justify="flex-end">
          <Button
            leftSection={<IconSend size={16} />}
            onClick={submit}
            disabled={blank}
            loading={send.isPending}
          >
            Send
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
