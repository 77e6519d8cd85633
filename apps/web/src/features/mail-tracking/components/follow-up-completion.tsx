import '@mantine/core/styles/Modal.css';
import { bureauLabel } from '@app/contracts/bureaus';
import { personDateTime } from '@app/contracts/common/person-dates';
import { completeFollowUpRequest, type Dispute } from '@app/contracts/disputes.contract';
import {
  canUndoFollowUp,
  type FollowUpAnswer,
  followUpAnswerLabels,
  followUpAnswers,
  followUpMessages,
} from '@app/contracts/follow-up-completion';
import { Button, Group, Modal, Radio, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-errors';
import { contractResolver, focusFirstError, useFormName } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useCompleteFollowUp, useUndoFollowUpCompletion } from '../api/complete-follow-up';

type FollowUpDispute = Pick<Dispute, 'id' | 'issueTitle' | 'bureau'>;

function CompleteFollowUpDialog({ dispute, onClose }: { dispute: FollowUpDispute; onClose: () => void }) {
  const complete = useCompleteFollowUp();
  const form = useForm<{ answer: FollowUpAnswer | '' }>({
    name: useFormName(),
    initialValues: { answer: '' },
    validate: contractResolver(completeFollowUpRequest),
  });
  // Awaited, not in mutate's callbacks: completing it removes this dialog's button from the page,
  // and React Query skips a call's callbacks once their component is gone.
  const submit = async ({ answer }: { answer: FollowUpAnswer | '' }) => {
    try {
      await complete.mutateAsync({ id: dispute.id, answer: answer as FollowUpAnswer });
      notify({ title: followUpMessages.done, message: followUpMessages.doneBody, color: 'green' });
      onClose();
    } catch (e) {
      notify({ title: followUpMessages.failed, message: errorMessage(e, 'Please try again.'), color: 'red' });
    }
  };
  const bureau = bureauLabel[dispute.bureau];
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Follow-up done: ${dispute.issueTitle} · ${bureau}`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={form.onSubmit(submit, (errors) => focusFirstError(form, errors))} noValidate>
        <Stack gap="md">
          <Radio.Group label={followUpMessages.question} withAsterisk {...form.getInputProps('answer')}>
            <Stack gap={8} mt={8}>
              {followUpAnswers.map((a) => (
                <Radio key={a} value={a} label={followUpAnswerLabels[a]} />
              ))}
            </Stack>
          </Radio.Group>
          <Text fz="sm" c="dimmed">
            {`If ${bureau} sent a letter, keep it: your specialist records its answer from it.`}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={complete.isPending}>
              Mark Completed
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Mark Completed on one dispute's due follow-up: asks what the bureau said, then clears it everywhere. */
export function CompleteFollowUpButton({ dispute }: { dispute: FollowUpDispute }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="xs"
        color="dark"
        variant="white"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => setOpen(true)}
        aria-label={`Mark Completed: follow-up for ${dispute.issueTitle} at ${bureauLabel[dispute.bureau]}`}
      >
        Mark Completed
      </Button>
      {open && <CompleteFollowUpDialog dispute={dispute} onClose={() => setOpen(false)} />}
    </>
  );
}

/** A completed follow-up: when, what the bureau said, and Undo while the day lasts. */
export function CompletedFollowUp({
  dispute,
  now = new Date(),
}: {
  dispute: Pick<Dispute, 'id' | 'issueTitle' | 'followUpCompletedAt' | 'followUpAnswer'>;
  now?: Date;
}) {
  const undo = useUndoFollowUpCompletion();
  if (!dispute.followUpCompletedAt) return null;
  const answer = dispute.followUpAnswer ? ` · ${followUpAnswerLabels[dispute.followUpAnswer]}` : '';
  const run = async () => {
    try {
      await undo.mutateAsync(dispute.id);
      notify({ title: followUpMessages.undone, message: dispute.issueTitle, color: 'blue' });
    } catch (e) {
      notify({
        title: followUpMessages.undoFailed,
        message: errorMessage(e, 'Please try again.'),
        color: 'red',
      });
    }
  };
  return (
    <Group gap="xs" data-testid="follow-up-completed">
      <Text fz="sm">{`Follow-up completed ${personDateTime(dispute.followUpCompletedAt)}${answer}`}</Text>
      {canUndoFollowUp(dispute.followUpCompletedAt, now) && (
        <Button size="compact-xs" variant="subtle" onClick={run} loading={undo.isPending}>
          Undo
          <VisuallyHidden>{` the follow-up for ${dispute.issueTitle}`}</VisuallyHidden>
        </Button>
      )}
    </Group>
  );
}
