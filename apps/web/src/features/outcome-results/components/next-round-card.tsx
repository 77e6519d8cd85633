import { bureauLabel } from '@app/contracts/bureaus';
import { itemName } from '@app/contracts/common/item-name';
import {
  type DraftNextRoundRequest,
  draftNextRoundRequest,
  type NextRoundSuggestion,
} from '@app/contracts/next-round.contract';
import { nextRoundWords } from '@app/contracts/next-round-words';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDownload, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { ApiError } from '../../../lib/api-client';
import {
  contractResolver,
  focusFirstError,
  setServerFieldErrors,
  useFormName,
} from '../../../lib/form-errors';
import { complaintPacketUrl } from '../api/complaint-packet-url';
import { useDraftNextRoundLetter } from '../api/draft-next-round-letter';
import { useNextRound } from '../api/get-next-round';
import { FirstContactForm } from './first-contact-form';
import { ResultsSection } from './results-section';

/** "Draft this letter": for a letter to a creditor or collector, their mailing address first. */
function DraftLetter({
  userId,
  s,
  onDrafted,
}: {
  userId: number;
  s: NextRoundSuggestion;
  onDrafted: () => void;
}) {
  const draft = useDraftNextRoundLetter(userId);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<DraftNextRoundRequest>({
    name: useFormName(),
    initialValues: {
      issueId: s.issueId,
      bureau: s.bureau,
      ...(s.needsRecipientAddress ? { recipientAddress: '' } : {}),
    },
    validate: contractResolver(draftNextRoundRequest),
  });
  const submit = (values: DraftNextRoundRequest) => {
    setProblem(null);
    draft.mutate(values, {
      onSuccess: onDrafted,
      onError: (error) => {
        if (!setServerFieldErrors(form, error))
          setProblem(
            error instanceof ApiError && error.serverMessage
              ? error.serverMessage
              : 'The letter could not be drafted. Please try again.',
          );
      },
    });
  };
  return (
    <form noValidate onSubmit={form.onSubmit(submit, (errors) => focusFirstError(form, errors))}>
      <Stack gap="xs">
        {s.needsRecipientAddress && (
          <Textarea
            label="Mailing address of the creditor or collector"
            description="As it appears on their statements or letters to you."
            autosize
            minRows={2}
            {...form.getInputProps('recipientAddress')}
          />
        )}
        {problem && (
          <Text c="red.8" fz="sm" role="alert">
            {problem}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={draft.isPending} leftSection={<IconPencil size={16} aria-hidden />}>
            Draft this letter
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Suggestion({
  userId,
  s,
  forClient,
}: {
  userId: number;
  s: NextRoundSuggestion;
  forClient: boolean;
}) {
  const [drafted, setDrafted] = useState(false);
  const item = itemName(s.creditor, s.accountLast4);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="article"
      aria-label={`${s.title}: ${item}, ${bureauLabel[s.bureau]}`}
    >
      <Stack gap="xs">
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text fw={600}>{s.title}</Text>
          <Badge variant="light" color="gray">
            {bureauLabel[s.bureau]}
          </Badge>
        </Group>
        <Text fz="sm" fw={500}>
          {item}
        </Text>
        <Text fz="sm">{s.reason}</Text>
        {s.consumerSends && s.letterType && (
          <Text fz="sm" c="dimmed">
            {nextRoundWords.consumerSends}
          </Text>
        )}
        {drafted ? (
          <Alert color="green" variant="light" role="status">
            Drafted. The letter is with the other letters, waiting to be read and approved.
          </Alert>
        ) : s.kind === 'CFPB_COMPLAINT' ? (
          <Group>
            <Button
              component="a"
              href={complaintPacketUrl(userId, s.issueId, s.bureau)}
              download
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              Download complaint packet
            </Button>
          </Group>
        ) : s.needsFirstContactDate ? (
          <FirstContactForm userId={userId} issueId={s.issueId} forClient={forClient} />
        ) : (
          <DraftLetter userId={userId} s={s} onDrafted={() => setDrafted(true)} />
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The next round chosen from each item's history: what to send next, item by item and bureau by
 * bureau, with the reason in plain words and a button that does it. The same card for the consumer
 * (their own items) and the professional (a client's: `forClient`, which words its questions so).
 */
export function NextRoundCard({ userId, forClient = false }: { userId: number; forClient?: boolean }) {
  const next = useNextRound(userId);
  return (
    <ResultsSection title="Next round">
      {next.isPending && <ListSkeleton label="Loading the next round" rows={2} height={64} />}
      {next.isError && <ListError what="the next round" onRetry={() => void next.refetch()} />}
      {next.data?.suggestions.length === 0 && <Text c="dimmed">{nextRoundWords.none}</Text>}
      {next.data?.suggestions.map((s) => (
        <Suggestion key={`${s.issueId}-${s.bureau}`} userId={userId} s={s} forClient={forClient} />
      ))}
    </ResultsSection>
  );
}
