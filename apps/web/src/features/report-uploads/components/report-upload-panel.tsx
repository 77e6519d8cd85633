import {
  reportUploadMaxBytes,
  reportUploadMessages,
  type UploadCreditReportResponse,
} from '@app/contracts/report-uploads.contract';
import { Paper, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { type UploadStage, useUploadCreditReport } from '../api/upload-credit-report';
import { AnalysisResult } from './analysis-result';
import { EarlierUploads } from './earlier-uploads';
import { ReportDropzone } from './report-dropzone';
import { UploadProgress } from './upload-progress';
import { ViewerClientSelect } from './viewer-client-select';

const failed = (message: string) =>
  notify({ title: reportUploadMessages.failedTitle, message, color: 'red' });

/** Admin Dashboard › Upload Reports (spec 001 section 2.19): choose a client, drop a report, review. */
export function ReportUploadPanel() {
  const [client, setClient] = useState<{ id: number; name: string }>();
  const [description, setDescription] = useState('');
  const [stage, setStage] = useState<UploadStage | null>(null);
  const [result, setResult] = useState<{
    upload: UploadCreditReportResponse;
    client: { id: number; name: string };
  }>();
  const upload = useUploadCreditReport(setStage);

  function send(file: File) {
    if (!client) {
      notify({
        title: reportUploadMessages.selectClientTitle,
        message: reportUploadMessages.selectClient,
        color: 'red',
      });
      return;
    }
    // The server checks again, by the bytes; this saves sending 10 MB for nothing.
    if (file.size > reportUploadMaxBytes) return failed(reportUploadMessages.tooLarge);
    const forClient = client;
    upload.mutate(
      {
        userId: forClient.id,
        fileName: file.name,
        fileType: file.type || undefined,
        description: description.trim() || reportUploadMessages.defaultDescription(file.name),
        file,
      },
      {
        onSuccess: (saved) => {
          setResult({ upload: saved, client: forClient });
          notify({
            title: reportUploadMessages.analyzedTitle,
            message: reportUploadMessages.analyzed,
            color: 'green',
          });
        },
        onError: (err) =>
          failed(
            err instanceof ApiError && err.serverMessage ? err.serverMessage : reportUploadMessages.failed,
          ),
        onSettled: () => setStage(null),
      },
    );
  }

  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          <ViewerClientSelect value={client?.id} onChange={setClient} />
          <TextInput
            label="Description (optional)"
            placeholder="Credit report upload - <file name>"
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            maxLength={500}
          />
          <ReportDropzone onFile={send} onRejected={failed} busy={upload.isPending} />
          {stage && <UploadProgress stage={stage} />}
        </Stack>
      </Paper>
      {result && <AnalysisResult key={result.upload.id} upload={result.upload} client={result.client} />}
      {client && <EarlierUploads userId={client.id} onOpen={(upload) => setResult({ upload, client })} />}
    </Stack>
  );
}
