import {
  type ReportReadRefusalDetail,
  reportReadFailures,
  reportReadRefusalDetail,
} from '@app/contracts/report-read-failures';
import type { FoundIssue } from '@app/contracts/report-uploads.contract';
import {
  reportDescriptionMaxLength,
  reportUploadForm,
  reportUploadMaxBytes,
  reportUploadMessages,
  type UploadCreditReportResponse,
} from '@app/contracts/report-uploads.contract';
import { Box, Checkbox, Paper, Stack, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { errorDetails, errorMessage } from '../../../lib/api-errors';
import {
  contractResolver,
  focusFirstError,
  setServerFieldErrors,
  useFormName,
} from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useReportUploads } from '../api/get-report-uploads';
import { type UploadStage, useUploadCreditReport } from '../api/upload-credit-report';
import { AnalysisResult } from './analysis-result';
import { EarlierUploads } from './earlier-uploads';
import { ReportDropzone } from './report-dropzone';
import { UnreadableReportAlert } from './unreadable-report-alert';
import { UploadProgress } from './upload-progress';

type ChosenClient = { id: number; name: string };

const failed = (message: string) =>
  notify({ title: reportUploadMessages.failedTitle, message, color: 'red' });

/** The reason the server gave for a report it could not read, when that is why the upload failed. */
const refusalOf = (error: unknown): ReportReadRefusalDetail | undefined =>
  errorDetails(error)
    .map((d) => reportReadRefusalDetail.safeParse(d))
    .find((r) => r.success)?.data;

/**
 * Admin Dashboard › Upload Reports: choose a client, drop a report, review.
 * The page supplies the client selector and the letters tab from the features that own them.
 */
export function ReportUploadPanel({
  preselected,
  clientSelect,
  letters,
  revealDateOfBirth,
}: {
  /** The client (and the upload to open) a link chose, such as the work queue's row. */
  preselected?: { client: ChosenClient; uploadId?: number };
  clientSelect: (
    value: number | undefined,
    onChange: (client: ChosenClient) => void,
    error: ReactNode,
  ) => ReactNode;
  /** None for a viewer who does not write letters. */
  letters?: (found: FoundIssue[], client: ChosenClient) => ReactNode;
  /** The client's full date of birth on a reveal with a reason; none for a role never shown it. */
  revealDateOfBirth?: (client: ChosenClient) => ReactNode;
}) {
  const form = useForm<{
    userId: number | null;
    clientName: string;
    description: string;
    triBureau: boolean;
  }>({
    name: useFormName(),
    initialValues: {
      userId: preselected?.client.id ?? null,
      clientName: preselected?.client.name ?? '',
      description: '',
      triBureau: false,
    },
    validate: contractResolver(reportUploadForm),
  });
  const [stage, setStage] = useState<UploadStage | null>(null);
  const [refused, setRefused] = useState<ReportReadRefusalDetail>();
  const [result, setResult] = useState<{
    upload: UploadCreditReportResponse;
    client: ChosenClient;
  }>();
  const upload = useUploadCreditReport(setStage);
  const { userId, clientName } = form.values;
  const client = userId === null ? undefined : { id: userId, name: clientName };
  // The linked upload opens by itself once the client's uploads are loaded, until another is opened.
  const linked = useReportUploads(preselected?.uploadId ? preselected.client.id : undefined);
  const linkedUpload = linked.data?.find((u) => u.id === preselected?.uploadId);
  const linkedRef = useRef<HTMLDivElement>(null);
  const linkedId = result ? undefined : linkedUpload?.id;
  // Arriving from a link, the report to confirm is what the admin came for: it is brought into view.
  useEffect(() => {
    if (linkedId !== undefined) linkedRef.current?.scrollIntoView({ block: 'start' });
  }, [linkedId]);
  const shown =
    result ??
    (linkedUpload && preselected ? { upload: linkedUpload, client: preselected.client } : undefined);

  const onInvalid = (errors: FormErrors) => {
    focusFirstError(form, errors);
    if (errors.userId)
      notify({
        title: reportUploadMessages.selectClientTitle,
        message: reportUploadMessages.selectClient,
        color: 'red',
      });
  };

  // The drop is the submit: the file goes with the choices made above it.
  const send = (file: File) =>
    form.onSubmit((values) => {
      if (values.userId === null) return;
      // The server checks again, by the bytes; this saves sending 10 MB for nothing.
      if (file.size > reportUploadMaxBytes) return failed(reportUploadMessages.tooLarge);
      const forClient = { id: values.userId, name: values.clientName };
      setRefused(undefined);
      upload.mutate(
        {
          userId: forClient.id,
          fileName: file.name,
          fileType: file.type || undefined,
          description: values.description.trim() || reportUploadMessages.defaultDescription(file.name),
          triBureau: values.triBureau,
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
          onError: (err) => {
            const refusal = refusalOf(err);
            if (refusal) {
              // The reason stays on screen with its next step; the notice only says it happened.
              setRefused(refusal);
              setResult(undefined);
              return notify({
                title: reportReadFailures[refusal.reason].title,
                message: refusal.message,
                color: 'red',
              });
            }
            setServerFieldErrors(form, err);
            failed(errorMessage(err, reportUploadMessages.failed));
          },
          onSettled: () => setStage(null),
        },
      );
    }, onInvalid)();

  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          {clientSelect(
            client?.id,
            (chosen) => {
              form.setFieldValue('clientName', chosen.name);
              form.setFieldValue('userId', chosen.id);
            },
            form.errors.userId,
          )}
          <TextInput
            label="Description (optional)"
            placeholder="Credit report upload - <file name>"
            {...form.getInputProps('description')}
            maxLength={reportDescriptionMaxLength}
          />
          <Checkbox
            label={reportUploadMessages.triBureauLabel}
            description={reportUploadMessages.triBureauHint}
            {...form.getInputProps('triBureau', { type: 'checkbox' })}
          />
          <ReportDropzone onFile={send} onRejected={failed} busy={upload.isPending} />
          {stage && <UploadProgress stage={stage} />}
          {refused && <UnreadableReportAlert reason={refused.reason} keptUploadId={refused.keptUploadId} />}
        </Stack>
      </Paper>
      {shown && (
        <Box ref={linkedRef} style={{ scrollMarginTop: 'var(--mantine-spacing-md)' }}>
          <AnalysisResult
            key={shown.upload.id}
            upload={shown.upload}
            letters={letters?.(shown.upload.aiAnalysis.issuesFound, shown.client)}
            revealDateOfBirth={revealDateOfBirth?.(shown.client)}
          />
        </Box>
      )}
      {client && <EarlierUploads userId={client.id} onOpen={(upload) => setResult({ upload, client })} />}
    </Stack>
  );
}
