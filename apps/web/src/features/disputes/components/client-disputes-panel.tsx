import { personDate } from '@app/contracts/common/person-dates';
import '@mantine/core/styles/Modal.css';
import { bureauLabel } from '@app/contracts/bureaus';
import { shownDisputeStatus } from '@app/contracts/dispute-status-words';
import { approvalMessages, type Dispute, letterTextForm } from '@app/contracts/disputes.contract';
import { localIsoDate, longDate } from '@app/contracts/follow-up';
import { letterMailerLabels } from '@app/contracts/letter-readiness';
import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessage2 } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { LetterEditor } from '../../../components/letter-editor/letter-editor';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { DisputeStatusBadge } from '../../../components/status-badge/dispute-status-badge';
import { errorMessage } from '../../../lib/api-errors';
import {
  contractResolver,
  focusFirstError,
  setServerFieldErrors,
  useFormName,
} from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useClientDisputes } from '../api/get-client-disputes';
import { useLetterReadiness } from '../api/get-letter-readiness';
import { useReviseDisputeLetter } from '../api/revise-dispute-letter';
import { LetterHoldNotice } from './letter-hold-notice';

function ReviseLetterDialog({ dispute, onClose }: { dispute: Dispute | null; onClose: () => void }) {
  const fullScreen = useMediaQuery('(max-width: 36em)');
  const revise = useReviseDisputeLetter();
  const form = useForm({
    name: useFormName(),
    initialValues: { letter: dispute?.letterContent ?? '' },
    validate: contractResolver(letterTextForm),
  });
  const onSave = ({ letter }: { letter: string }) => {
    if (!dispute) return;
    revise.mutate(
      { id: dispute.id, letterContent: letter.trim() },
      {
        onSuccess: () => {
          notify({ title: approvalMessages.revised, message: approvalMessages.revisedBody, color: 'green' });
          onClose();
        },
        onError: (e) => {
          setServerFieldErrors(form, e, { letterContent: 'letter' });
          notify({ title: 'Revision failed', message: errorMessage(e, 'Please try again.'), color: 'red' });
        },
      },
    );
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={dispute !== null}
      onClose={onClose}
      title={dispute ? `Revise letter: ${dispute.issueTitle}` : ''}
      size="xl"
      fullScreen={fullScreen}
    >
      {dispute && (
        <form onSubmit={form.onSubmit(onSave, (errors) => focusFirstError(form, errors))} noValidate>
          <Stack gap="md">
            {dispute.changeRequest && (
              <Alert color="blue" title="The client asked" icon={<IconMessage2 aria-hidden />}>
                “{dispute.changeRequest}”
              </Alert>
            )}
            <LetterEditor
              description="Saving clears the change request; the client is asked to approve the revised letter."
              {...form.getInputProps('letter')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={revise.isPending}>
                Save revised letter
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

function DisputeRow({ dispute, onRevise }: { dispute: Dispute; onRevise: () => void }) {
  const waiting = dispute.consumerApprovedAt === null && dispute.status === 'PENDING';
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="client-dispute">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="flex-start">
          <Stack gap={0} style={{ flex: '1 1 14rem', minWidth: 0 }}>
            <Text fw={600} fz="sm">
              {dispute.issueTitle} · {bureauLabel[dispute.bureau]}
            </Text>
            <Text fz="xs" c="dimmed">
              {dispute.creditor} · created {personDate(dispute.createdAt)}
              {dispute.uspsTrackingNumber ? ` · USPS ${dispute.uspsTrackingNumber}` : ''}
            </Text>
          </Stack>
          <Group gap={6}>
            <DisputeStatusBadge status={shownDisputeStatus(dispute, localIsoDate())} />
            {waiting && (
              <Badge color="grape" variant="light">
                {approvalMessages.awaitingClient}
              </Badge>
            )}
          </Group>
        </Group>
        {dispute.trackingStatus && (
          <Text fz="xs">
            USPS: {dispute.trackingStatus}
            {dispute.deliveryDate ? ` · delivered ${longDate(dispute.deliveryDate)}` : ''}
            {dispute.followUpDate ? ` · follow-up ${longDate(dispute.followUpDate)}` : ''}
          </Text>
        )}
        {waiting && dispute.changeRequest && (
          <Alert
            color="blue"
            variant="light"
            p="xs"
            title="Change requested"
            icon={<IconMessage2 aria-hidden />}
          >
            <Text fz="sm">“{dispute.changeRequest}”</Text>
          </Alert>
        )}
        {waiting && (
          <Group>
            <Button size="xs" variant={dispute.changeRequest ? 'filled' : 'light'} onClick={onRevise}>
              Revise letter
              <VisuallyHidden>{` for ${dispute.issueTitle}`}</VisuallyHidden>
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** The client's disputes in the Dispute Center: status, tracking, approval and change requests. */
export function ClientDisputesPanel({ clientId }: { clientId: number }) {
  const disputes = useClientDisputes(clientId);
  const readiness = useLetterReadiness(clientId);
  const [revising, setRevising] = useState<Dispute | null>(null);
  const titleId = useId();
  const waiting = disputes.data?.filter((d) => d.consumerApprovedAt === null && d.status === 'PENDING') ?? [];
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} fz="h4" id={titleId}>
          Disputes & USPS Tracking
        </Title>
        {waiting.length > 0 && (
          <Badge color="grape" variant="light">
            {waiting.length} awaiting approval
          </Badge>
        )}
      </Group>
      <LetterHoldNotice readiness={readiness.data} />
      {readiness.data && (
        <Text fz="sm" c="dimmed" mb="sm" data-testid="letter-mailer">
          {letterMailerLabels[readiness.data.mailer].admin}
        </Text>
      )}
      {disputes.isPending ? (
        <ListSkeleton label="Loading disputes" rows={2} height={64} />
      ) : disputes.isError ? (
        <ListError what="the client’s disputes" onRetry={() => disputes.refetch()} />
      ) : disputes.data.length === 0 ? (
        <Text c="dimmed">No disputes found</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {disputes.data.map((d) => (
            <DisputeRow key={d.id} dispute={d} onRevise={() => setRevising(d)} />
          ))}
        </Stack>
      )}
      <ReviseLetterDialog key={revising?.id ?? 0} dispute={revising} onClose={() => setRevising(null)} />
    </Paper>
  );
}
