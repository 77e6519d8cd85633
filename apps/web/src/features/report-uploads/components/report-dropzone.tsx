import '@mantine/dropzone/styles.css';
import {
  reportUploadAccept,
  reportUploadMaxBytes,
  reportUploadMessages,
} from '@app/contracts/report-uploads.contract';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileUpload, IconUpload, IconX } from '@tabler/icons-react';

/** Drag and drop or browse: PDF, PNG, JPG, JPEG or a saved report page; only the first file is used. */
export function ReportDropzone({
  onFile,
  onRejected,
  busy,
}: {
  onFile: (file: File) => void;
  onRejected: (message: string) => void;
  busy: boolean;
}) {
  return (
    <Dropzone
      onDrop={(files) => {
        const first = files[0];
        if (first) onFile(first);
      }}
      onReject={(rejections) => {
        const code = rejections[0]?.errors[0]?.code;
        onRejected(
          code === 'file-too-large'
            ? reportUploadMessages.tooLarge
            : 'Choose a PDF, PNG, JPG or JPEG file, or a saved report page',
        );
      }}
      maxSize={reportUploadMaxBytes}
      accept={reportUploadAccept as unknown as Record<string, string[]>}
      multiple={false}
      loading={busy}
      aria-label="Credit report file: drop it here or browse"
      // The hidden input is what a screen reader's form list shows: it needs the same name.
      inputProps={{ 'aria-label': 'Credit report file' }}
    >
      <Group justify="center" gap="lg" mih={140} style={{ pointerEvents: 'none' }} wrap="nowrap">
        <Dropzone.Accept>
          <IconUpload size={44} stroke={1.5} />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={44} stroke={1.5} />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconFileUpload size={44} stroke={1.5} />
        </Dropzone.Idle>
        <Stack gap={4}>
          <Text size="lg">Drag the credit report here or click to browse</Text>
          <Text size="sm" c="dimmed">
            PDF, PNG, JPG, JPEG or a saved report page (HTML), max 10MB
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  );
}
