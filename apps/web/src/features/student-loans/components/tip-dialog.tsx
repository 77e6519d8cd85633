import '@mantine/core/styles/Modal.css';
import type { CreateLoanDocumentRequest, LoanDocument } from '@app/contracts/student-loans.contract';
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useCreateLoanDocument } from '../api/create-loan-document';
import { loanDocumentPdfUrl } from '../api/get-loan-documents';

/**
 * A tip's steps and its document: `request` gives the body to send, or null while the person's
 * answers are missing or invalid (the children show why).
 */
export function TipDialog({
  title,
  opened,
  onClose,
  steps,
  children,
  request,
  generateLabel,
}: {
  title: string;
  opened: boolean;
  onClose: () => void;
  steps: string[];
  children?: ReactNode;
  request: () => CreateLoanDocumentRequest | null;
  generateLabel: string;
}) {
  const fullScreen = useMediaQuery('(max-width: 36em)');
  const create = useCreateLoanDocument();
  const close = () => {
    create.reset();
    onClose();
  };
  const generate = () => {
    const body = request();
    if (!body) return;
    create.mutate(body, {
      onSuccess: (doc: LoanDocument) =>
        notify({
          title: 'Document Generated',
          message: `${doc.title} is in your Documents.`,
          color: 'green',
        }),
      onError: (err) =>
        notify({
          title: 'Error',
          message: errorMessage(err, 'Failed to generate the document'),
          color: 'red',
        }),
    });
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      size="lg"
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Text fw={600}>Steps</Text>
          <List type="ordered" spacing={4} fz="sm">
            {steps.map((s) => (
              <List.Item key={s}>{s}</List.Item>
            ))}
          </List>
        </Stack>
        {children}
        {create.data && (
          <Alert color="green" title="Document ready">
            <Group justify="space-between" gap="xs">
              <Text fz="sm">{create.data.title} was added to your Documents.</Text>
              <Button component="a" href={loanDocumentPdfUrl(create.data.id)} download size="compact-sm">
                Download PDF
              </Button>
            </Group>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Close
          </Button>
          <Button onClick={generate} loading={create.isPending}>
            {generateLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
