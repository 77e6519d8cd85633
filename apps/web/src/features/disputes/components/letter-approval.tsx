import { bureauLabel } from '@app/contracts/bureaus';
import { personDate } from '@app/contracts/common/person-dates';
import {
  approvalMessages,
  approveDisputeRequest,
  attestationMessages,
  changeRequestLimits,
  type Dispute,
  disputeChangeRequest,
} from '@app/contracts/disputes.contract';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { type FormErrors, type UseFormReturnType, useForm } from '@mantine/form';
import { IconMessage2, IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-errors';
import { contractResolver, focusFirstError, useFormName } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useApproveDispute } from '../api/approve-dispute';
import { useRequestLetterChanges } from '../api/request-letter-changes';
import { approvalTargetId } from './requested-dispute';

// biome-ignore lint/suspicious/noExplicitAny: either of the two forms.
const focusOn = (form: UseFormReturnType<any>) => (errors: FormErrors) => focusFirstError(form, errors);

/**
 * A letter the credit specialist drafted, waiting for the consumer: nothing is mailed in their name
 * until they approve it and attest that the item is inaccurate, incomplete or unverifiable.
 */
export function LetterApproval({ dispute, held = false }: { dispute: Dispute; held?: boolean }) {
  // Two actions, two small forms: the attestation to approve, the message to ask for changes.
  const approval = useForm({
    name: useFormName(),
    initialValues: { attest: false },
    validate: contractResolver(approveDisputeRequest),
  });
  const changes = useForm({
    name: useFormName(),
    initialValues: { message: '' },
    validate: contractResolver(disputeChangeRequest),
  });
  const [asking, setAsking] = useState(false);
  const approve = useApproveDispute(() =>
    notify({
      title: approvalMessages.approved,
      message:
        dispute.mailedBy === 'CONSUMER'
          ? approvalMessages.approvedBodyOwnMailing
          : approvalMessages.approvedBody,
      color: 'green',
    }),
  );
  const requestChanges = useRequestLetterChanges();

  const onApprove = approval.onSubmit(() => {
    approve.mutate(dispute.id, {
      onError: (error) =>
        notify({ title: 'Approval failed', message: errorMessage(error, 'Please try again.'), color: 'red' }),
    });
  }, focusOn(approval));

  const onSendChanges = changes.onSubmit(({ message }) => {
    requestChanges.mutate(
      { id: dispute.id, message: message.trim() },
      {
        onSuccess: () => {
          setAsking(false);
          changes.reset();
          notify({
            title: approvalMessages.changeRequested,
            message: approvalMessages.changeRequestedBody,
            color: 'green',
          });
        },
        onError: (error) =>
          notify({
            title: 'Change request failed',
            message: errorMessage(error, 'Please try again.'),
            color: 'red',
          }),
      },
    );
  }, focusOn(changes));

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="var(--mantine-color-yellow-0)"
      data-testid="letter-approval"
      id={approvalTargetId(dispute.id)}
      tabIndex={-1}
      style={{ scrollMarginTop: 72 }}
    >
      <Stack gap="sm">
        <Group gap="xs">
          <Badge color="grape" variant="light" leftSection={<IconSignature size={14} aria-hidden />}>
            {approvalMessages.awaiting}
          </Badge>
        </Group>
        <Text fz="sm">
          Your credit specialist drafted this letter to {bureauLabel[dispute.bureau]}. It is mailed only once
          you approve it.
        </Text>
        <ScrollArea.Autosize
          mah={280}
          type="auto"
          offsetScrollbars
          // A long letter scrolls here: the keyboard must reach it too.
          viewportProps={{ tabIndex: 0, 'aria-label': `Letter to ${bureauLabel[dispute.bureau]}` }}
        >
          <Paper withBorder p="sm" radius="sm" bg="white">
            <Text
              fz="sm"
              ff="monospace"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              data-testid="approval-letter-text"
            >
              {dispute.letterContent}
            </Text>
          </Paper>
        </ScrollArea.Autosize>
        {dispute.changeRequest && (
          <Alert
            color="blue"
            variant="light"
            title="You asked for changes"
            icon={<IconMessage2 aria-hidden />}
          >
            <Text fz="sm">“{dispute.changeRequest}”</Text>
            {dispute.changeRequestedAt && (
              <Text fz="xs" c="dimmed" mt={4}>
                Sent {personDate(dispute.changeRequestedAt)}. Your specialist will revise the letter.
              </Text>
            )}
          </Alert>
        )}
        <Checkbox
          label={attestationMessages.statement}
          {...approval.getInputProps('attest', { type: 'checkbox' })}
        />
        {asking && (
          <Textarea
            label="What should change?"
            autosize
            minRows={3}
            maxLength={changeRequestLimits.maxLength}
            {...changes.getInputProps('message')}
          />
        )}
        <Group gap="xs">
          {/* What holds the letter back is said above the list; approving waits for it. */}
          <Button size="sm" onClick={() => onApprove()} loading={approve.isPending} disabled={held}>
            {approvalMessages.approve}
          </Button>
          {asking ? (
            <>
              <Button
                size="sm"
                variant="light"
                onClick={() => onSendChanges()}
                loading={requestChanges.isPending}
              >
                Send change request
              </Button>
              <Button size="sm" variant="subtle" color="gray" onClick={() => setAsking(false)}>
                Cancel
              </Button>
            </>
          ) : (
            <Button size="sm" variant="default" onClick={() => setAsking(true)}>
              {approvalMessages.requestChanges}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
