import type { ChatDocument } from '@app/contracts/documents.contract';
import { Button, Group, Modal, Textarea } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { toneText } from '../../../components/status-badge/tone';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useReviewDocument } from '../api/review-document';

/** An admin's Verify and Reject (with a reason) on one of a client's documents. */
export function DocumentReviewActions({ doc }: { doc: ChatDocument }) {
  const review = useReviewDocument();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const send = (status: 'VERIFIED' | 'REJECTED') =>
    review.mutate(
      { id: doc.id, status, reason: status === 'REJECTED' ? reason : undefined },
      {
        onSuccess: () => {
          setRejecting(false);
          setReason('');
          notify({
            color: 'green',
            title: 'Document Updated',
            message: `${doc.fileName}: ${status === 'VERIFIED' ? 'verified' : 'rejected'}`,
          });
        },
        onError: (e) =>
          notify({
            color: 'red',
            title: 'Error',
            message: errorMessage(e, 'Failed to update the document'),
          }),
      },
    );
  return (
    <Group gap="xs">
      {doc.status !== 'VERIFIED' && (
        <Button
          size="xs"
          color="green"
          variant="light"
          // Mantine's light green text on its tint falls short of AA contrast, its darkest shade too.
          c={toneText('green')}
          leftSection={<IconCheck size={14} />}
          onClick={() => send('VERIFIED')}
          aria-label={`Verify ${doc.fileName}`}
        >
          Verify
        </Button>
      )}
      {doc.status !== 'REJECTED' && (
        <Button
          size="xs"
          color="red"
          variant="light"
          c="red.9"
          leftSection={<IconX size={14} />}
          onClick={() => setRejecting(true)}
          aria-label={`Reject ${doc.fileName}`}
        >
          Reject
        </Button>
      )}
      <Modal opened={rejecting} onClose={() => setRejecting(false)} title={`Reject ${doc.fileName}`}>
        <Textarea
          label="Reason (the client sees it)"
          required
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setRejecting(false)}>
            Cancel
          </Button>
          <Button
            color="red"
            disabled={!reason.trim()}
            loading={review.isPending}
            onClick={() => send('REJECTED')}
          >
            Reject document
          </Button>
        </Group>
      </Modal>
    </Group>
  );
}
