import { bureauLabel } from '@app/contracts/bureaus';
import {
  type BatchApprovalResponse,
  batchApprovalForm,
  batchApprovalMessages,
  type LetterDecision,
} from '@app/contracts/dispute-batch.contract';
import type { Dispute } from '@app/contracts/disputes.contract';
import { Button, Group, Paper, Radio, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileText, IconSignature } from '@tabler/icons-react';
import { useId } from 'react';
import { errorMessage } from '../../../lib/api-errors';
import { contractResolver, focusFirstError, useFormName } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useAnswerLetters } from '../api/answer-letters';
import { batchApprovalTargetId } from './requested-dispute';

type Row = { id: number; decision: LetterDecision | '' };

/**
 * Several letters drafted for the person, answered in one step: each one separately approved with
 * the attestation that the item is inaccurate, or left unsent because the item is accurate.
 */
export function BatchLetterApproval({
  letters,
  onView,
  onAnswered,
}: {
  letters: Dispute[];
  onView: (d: Dispute) => void;
  /** The list shows the outcome: the letters leave this panel once answered. */
  onAnswered: (result: BatchApprovalResponse) => void;
}) {
  const titleId = useId();
  const form = useForm<{ items: Row[] }>({
    name: useFormName(),
    initialValues: { items: letters.map((d) => ({ id: d.id, decision: '' })) },
    validate: contractResolver(batchApprovalForm),
  });
  const answer = useAnswerLetters((result) => {
    onAnswered(result);
    notify({
      title: batchApprovalMessages.done(result.approved.length, result.declined.length),
      message: batchApprovalMessages.doneBody,
      color: 'green',
    });
  });

  const onSubmit = form.onSubmit(
    (values) =>
      answer.mutate(
        {
          items: values.items.map((i) =>
            i.decision === 'APPROVE'
              ? { id: i.id, decision: 'APPROVE', attest: true }
              : { id: i.id, decision: 'ACCURATE' },
          ),
        },
        {
          onError: (error) =>
            notify({
              title: batchApprovalMessages.failed,
              message: errorMessage(error, 'Please try again.'),
              color: 'red',
            }),
        },
      ),
    (errors) => focusFirstError(form, errors),
  );

  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      bg="var(--mantine-color-yellow-0)"
      component="section"
      aria-labelledby={titleId}
      data-testid="batch-letter-approval"
      id={batchApprovalTargetId}
      tabIndex={-1}
      style={{ scrollMarginTop: 72 }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Group gap="xs">
            <IconSignature size={20} aria-hidden />
            <Title order={2} fz="h4" id={titleId}>
              {batchApprovalMessages.title(letters.length)}
            </Title>
          </Group>
          <Text fz="sm">
            Your credit specialist drafted these letters. Answer each one: a letter is mailed only if you
            approve it, and an item you say is accurate is not disputed.
          </Text>
          {letters.map((d, index) => (
            <Paper key={d.id} withBorder radius="md" p="sm" bg="white" data-testid="batch-letter">
              <Stack gap={6}>
                <Radio.Group
                  label={`${d.issueTitle} · ${bureauLabel[d.bureau]}`}
                  {...form.getInputProps(`items.${index}.decision`)}
                >
                  <Stack gap={6} mt={6}>
                    <Radio value="APPROVE" label={batchApprovalMessages.approveStatement} />
                    <Radio value="ACCURATE" label={batchApprovalMessages.accurateStatement} />
                  </Stack>
                </Radio.Group>
                <Group>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    leftSection={<IconFileText size={14} aria-hidden />}
                    onClick={() => onView(d)}
                  >
                    Read the letter
                    <VisuallyHidden>{` for ${d.issueTitle} to ${bureauLabel[d.bureau]}`}</VisuallyHidden>
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ))}
          <Group>
            <Button type="submit" loading={answer.isPending}>
              {batchApprovalMessages.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
