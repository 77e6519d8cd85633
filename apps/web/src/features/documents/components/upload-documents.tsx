import '@mantine/core/styles/Progress.css';
import {
  documentMaxBytes,
  documentMessages,
  documentTypeFromName,
  documentTypeLabels,
} from '@app/contracts/documents.contract';
import { Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FileDropBox } from '../../../components/file-drop-box/file-drop-box';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useUploadDocument } from '../api/upload-document';

const accept = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
};

type FileUpload = {
  key: string;
  name: string;
  percent: number;
  state: 'uploading' | 'done' | 'failed';
  note?: string;
};

/** Upload Documents: several files at once, one call and one progress bar per file. */
export function UploadDocuments({ userId, uploadedBy }: { userId: number; uploadedBy: 'CLIENT' | 'ADMIN' }) {
  const upload = useUploadDocument();
  const [files, setFiles] = useState<FileUpload[]>([]);
  const patch = (key: string, change: Partial<FileUpload>) =>
    setFiles((all) => all.map((f) => (f.key === key ? { ...f, ...change } : f)));

  const start = (file: File) => {
    const key = `${file.name}-${Date.now()}-${Math.random()}`;
    setFiles((all) => [{ key, name: file.name, percent: 0, state: 'uploading' }, ...all]);
    upload.mutate(
      { userId, file, uploadedBy, onProgress: (percent) => patch(key, { percent }) },
      {
        onSuccess: () =>
          patch(key, {
            state: 'done',
            percent: 100,
            note: 'Uploaded; the text is being read and tagged in the Document Vault.',
          }),
        onError: (error) => {
          const message = documentMessages.uploadFailed(file.name);
          patch(key, { state: 'failed', note: errorMessage(error, message) });
          notify({ color: 'red', title: 'Upload Failed', message });
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <FileDropBox
        accept={accept}
        maxBytes={documentMaxBytes}
        multiple
        label="Documents: drop them here or browse"
        inputLabel="Documents to upload"
        title="Drag documents here or click to browse"
        hint={`PDF, JPG, JPEG, PNG, DOC or DOCX, max 10MB per file. ${documentMessages.payStubHint}`}
        onFiles={(dropped) => dropped.forEach(start)}
        onRefused={(refused) => {
          for (const r of refused) {
            notify({
              color: 'red',
              title: documentMessages.uploadFailed(r.file.name),
              message: r.tooLarge ? documentMessages.tooLarge : documentMessages.nameExtension,
            });
          }
        }}
      />
      {files.length > 0 && (
        <Stack gap="xs" aria-live="polite">
          {files.map((f) => (
            <Paper key={f.key} withBorder radius="md" p="sm">
              <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
                <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {f.name}
                </Text>
                <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {documentTypeLabels[documentTypeFromName(f.name)]}
                </Text>
              </Group>
              <Progress
                value={f.percent}
                color={f.state === 'failed' ? 'red' : f.state === 'done' ? 'green' : 'brand'}
                aria-label={`Upload of ${f.name}: ${f.percent}%`}
              />
              {f.note && (
                <Text fz="xs" mt={4} c={f.state === 'failed' ? 'red.8' : 'dimmed'}>
                  {f.state === 'failed' ? `${documentMessages.uploadFailed(f.name)}: ${f.note}` : f.note}
                </Text>
              )}
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
