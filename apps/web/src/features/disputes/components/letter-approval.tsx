import { bureauLabel } from '@app/contracts/bureaus';
import {
  approvalMessages,
  attestationMessages,
  changeRequestLimits,
  type Dispute,
} from '@app/contracts/disputes.contract';
import { longDate } from '@app/contracts/follow-up';
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
import { IconMessage2, IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useApproveDispute } from '../api/approve-dispute';
import { useRequestLetterChanges } from '../api/request-letter-changes';

const serverMessage = (error: unknown) =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Please try again.';

/**
 * A letter the credit specialist drafted, waiting for the consumer: nothing is mailed in their name
 * until they approve it and attest that the item is inaccurate, incomplete or unverifiable.
 */
export function LetterApproval({ dispute }: { dispute: Dispute }) {
  const [attested, setAttested] = useState(false);
  const [attestError, setAttestError] = useState<string | undefined>();
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState('');
  const [messageError, setMessageError] = useState<string | undefined>();
  const approve = useApproveDispute();
  const requestChanges = useRequestLetterChanges();

  const onApprove = () => {
    if (!attested) {
      setAttestError(attestationMessages.required);
      return;
    }
    approve.mutate(dispute.id, {
      onSuccess: () =>
        notify({ title: approvalMessages.approved, message: approvalMessages.approvedBody, color: 'green' }),
      onError: (error) => notify({ title: 'Approval failed', message: serverMessage(error), color: 'red' }),
    });
  };

  const onSendChanges = () => {
    if (!message.trim()) {
      setMessageError('Say what should change in the letter');
      return;
    }
    requestChanges.mutate(
      { id: dispute.id, message: message.trim() },
      {
        onSuccess: () => {
          setAsking(false);
          setMessage('');
          notify({
            title: approvalMessages.changeRequested,
            message: approvalMessages.changeRequestedBody,
            color: 'green',
          });
        },
        onError: (error) =>
          notify({ title: 'Change request failed', message: serverMessage(error), color: 'red' }),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-yellow-0)" data-testid="letter-approval">
      <Stack gap="sm">
        <Group gap="xs">
          <Badge color="yellow.9" variant="light" leftSection={<IconSignature size={14} aria-hidden />}>
            {approvalMessages.awaiting}
          </Badge>
        </Group>
        <Text fz="sm">
          Your credit specialist drafted this letter to {bureauLabel[dispute.bureau]}. It is mailed only once
          you approve it.
        </Text>
        <ScrollArea.Autosize mah={280} type="auto" offsetScrollbars>
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
                Sent {longDate(dispute.changeRequestedAt)}. Your specialist will revise the letter.
              </Text>
            )}
          </Alert>
        )}
        <Checkbox
          label={attestationMessages.statement}
          checked={attested}
          error={attestError}
          onChange={(e) => {
            setAttested(e.currentTarget.checked);
            setAttestError(undefined);
          }}
        />
        {asking && (
          <Textarea
            label="What should change?"
            autosize
            minRows={3}
            maxLength={changeRequestLimits.maxLength}
            value={message}
            error={messageError}
            onChange={(e) => {
              setMessage(e.currentTarget.value);
              setMessageError(undefined);
            }}
          />
        )}
        <Group gap="xs">
          <Button size="sm" onClick={onApprove} loading={approve.isPending}>
            {approvalMessages.approve}
          </Button>
          {asking ? (
            <>
              <Button size="sm" variant="light" onClick={onSendChanges} loading={requestChanges.isPending}>
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
