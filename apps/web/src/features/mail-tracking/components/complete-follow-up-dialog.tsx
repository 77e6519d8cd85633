import '@mantine/core/styles/Modal.css';
import { bureauLabel } from '@app/contracts/bureaus';
import { completeFollowUpRequest, type Dispute } from '@app/contracts/disputes.contract';
import {
  type FollowUpAnswer,
  followUpAnswerLabels,
  followUpAnswers,
  followUpMessages,
} from '@app/contracts/follow-up-completion';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../../lib/api-errors';
import { contractResolver, focusFirstError, useFormName } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useCompleteFollowUp } from '../api/complete-follow-up';

export type FollowUpDispute = Pick<Dispute, 'id' | 'issueTitle' | 'bureau'>;

/** Asks what the bureau said, then marks the follow-up completed (loaded when opened: it holds the form's rules). */
export function CompleteFollowUpDialog({
  dispute,
  onClose,
}: {
  dispute: FollowUpDispute;
  onClose: () => void;
}) {
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
