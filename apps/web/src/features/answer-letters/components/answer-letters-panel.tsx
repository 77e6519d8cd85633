import {
  answerLetterMessages,
  answerLetterStatusLabels,
  answerResultLabels,
  type BureauAnswerLetter,
} from '@app/contracts/bureau-answer-letters.contract';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  FileButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useAnswerLetters } from '../api/get-answer-letters';
import { useUploadAnswerLetter } from '../api/upload-answer-letter';
import { letterTitle } from './letter-words';

const statusColor = { READ: 'yellow', UNREADABLE: 'orange', CONFIRMED: 'green' } as const;

/**
 * A person's bureau answer letters: upload a photo or PDF of one, and see what each was read to say.
 * The team checks and confirms a letter before it counts; `confirmLink` (the team's view) opens that
 * screen, the consumer's view has none.
 */
export function AnswerLettersPanel({
  userId,
  forClient,
  confirmLink,
}: {
  userId: number;
  /** The team uploads for the client; a consumer uploads their own. */
  forClient?: boolean;
  confirmLink?: (letter: BureauAnswerLetter) => string;
}) {
  const letters = useAnswerLetters(userId);
  const upload = useUploadAnswerLetter();
  const [problem, setProblem] = useState<string>();

  async function onFile(file: File | null) {
    if (!file) return;
    setProblem(undefined);
    try {
      const saved = await upload.mutateAsync({ userId: forClient ? userId : undefined, file });
      notify({
        color: saved.status === 'UNREADABLE' ? 'orange' : 'green',
        title: 'Letter uploaded',
        message:
          saved.status === 'UNREADABLE' ? answerLetterMessages.unreadable : answerLetterMessages.uploaded,
      });
    } catch (error) {
      setProblem(errorMessage(error, 'The letter could not be uploaded'));
    }
  }

  const list = letters.data ?? [];
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="answer-letters-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <div>
            <Title order={2} fz="h4" id="answer-letters-title">
              Bureau answer letters
            </Title>
            <Text fz="sm" c="dimmed">
              Got a letter from a bureau with the results of a dispute? Upload a photo or PDF of it.
            </Text>
          </div>
          <FileButton onChange={onFile} accept="application/pdf,image/png,image/jpeg">
            {(props) => (
              <Button
                {...props}
                leftSection={<IconUpload size={16} aria-hidden />}
                loading={upload.isPending}
              >
                Upload a letter
              </Button>
            )}
          </FileButton>
        </Group>
        {problem && (
          <Alert color="red" variant="light" role="alert" p="sm">
            {problem}
          </Alert>
        )}
        {letters.isPending ? (
          <Skeleton height={60} radius="md" role="status" aria-label="Loading answer letters" />
        ) : letters.isError ? (
          <Alert color="red" variant="light" p="sm">
            The letters could not be loaded.
          </Alert>
        ) : list.length === 0 ? (
          <Text fz="sm" c="dimmed">
            No letters uploaded yet.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((letter) => (
              <Paper key={letter.id} component="li" withBorder radius="md" p="sm">
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Text fw={600} fz="sm">
                    {letterTitle(letter)}
                  </Text>
                  <Badge color={statusColor[letter.status]} variant="light">
                    {answerLetterStatusLabels[letter.status]}
                  </Badge>
                </Group>
                {letter.rows.length > 0 && (
                  <Text fz="sm" c="dimmed">
                    {letter.rows
                      .map((r) => `${r.creditor}: ${answerResultLabels[r.result].toLowerCase()}`)
                      .join('; ')}
                  </Text>
                )}
                {confirmLink && letter.status !== 'CONFIRMED' && (
                  <Anchor component={Link} to={confirmLink(letter)} fz="sm">
                    Check and confirm
                  </Anchor>
                )}
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
