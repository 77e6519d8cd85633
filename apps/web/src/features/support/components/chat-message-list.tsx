import { answerCertainty } from '@app/contracts/common/engines';
import { personTime } from '@app/contracts/common/person-dates';
import { type SupportChatMessage, supportSenderLabels } from '@app/contracts/support.contract';
import { Anchor, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { toneText } from '../../../components/status-badge/tone';

/** Chat text is shown as text: React escapes it, and line breaks are kept by CSS, never by markup. */
export function ChatMessageList({
  messages,
  labels = supportSenderLabels,
  ownSender = 'USER',
}: {
  messages: SupportChatMessage[];
  labels?: Record<SupportChatMessage['sender'], string>;
  ownSender?: SupportChatMessage['sender'];
}) {
  return (
    <Stack gap="sm" role="log" aria-live="polite" aria-label="Chat messages">
      {messages.map((m) => {
        const own = m.sender === ownSender;
        return (
          <Box key={m.id} style={{ alignSelf: own ? 'flex-end' : 'flex-start', maxWidth: '88%' }}>
            <Group gap={6} justify={own ? 'flex-end' : 'flex-start'} mb={2}>
              <Text fz="xs" fw={600} c={m.sender === 'ADMIN' ? toneText('teal') : 'dimmed'}>
                {labels[m.sender]}
              </Text>
              <Text fz="xs" c="dimmed">
                {personTime(m.createdAt)}
              </Text>
            </Group>
            <Paper
              radius="md"
              px="sm"
              py={8}
              bg={own ? 'brand.0' : m.sender === 'ADMIN' ? 'teal.0' : 'gray.0'}
              withBorder={!own}
            >
              <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {m.message}
              </Text>
              {m.source && (
                <Text fz="xs" mt={6}>
                  Source:{' '}
                  <Anchor component={Link} to={m.source.url} fz="xs">
                    {m.source.title}
                  </Anchor>
                </Text>
              )}
            </Paper>
            {m.sender === 'AI' && answerCertainty(m.engine, m.confidence) && (
              <Text fz={11} c="dimmed" mt={2} data-testid="answer-certainty">
                {answerCertainty(m.engine, m.confidence)}
              </Text>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
