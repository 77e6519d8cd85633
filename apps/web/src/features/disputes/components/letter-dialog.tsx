import '@mantine/core/styles/Modal.css';
import { bureauLabel } from '@app/contracts/bureaus';
import type { Dispute } from '@app/contracts/disputes.contract';
import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { letterPdfUrl } from '../api/letter-pdf-url';

/** A dispute's letter as sent, with its print-ready PDF. */
export function LetterDialog({ dispute, onClose }: { dispute: Dispute | null; onClose: () => void }) {
  const fullScreen = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={dispute !== null}
      onClose={onClose}
      title={dispute ? `Letter to ${bureauLabel[dispute.bureau]}: ${dispute.issueTitle}` : ''}
      size="xl"
      fullScreen={fullScreen}
    >
      {dispute && (
        <Stack gap="md">
          <Paper withBorder p="md" radius="md">
            <Text
              fz="sm"
              ff="monospace"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              data-testid="letter-text"
            >
              {dispute.letterContent}
            </Text>
          </Paper>
          <Group justify="flex-end">
            <Button
              component="a"
              href={letterPdfUrl(dispute.id)}
              download
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              Download PDF
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
