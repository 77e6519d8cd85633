import { type ReportReadFailureCode, reportReadFailures } from '@app/contracts/report-read-failures';
import { reportUploadMessages } from '@app/contracts/report-uploads.contract';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { reportUploadFileHref } from '../api/report-upload-file';

/**
 * Why a report could not be read and what to do next, in the contracts' words; when the file was
 * kept, where to open it (the work queue has an item for it too).
 */
export function UnreadableReportAlert({
  reason,
  keptUploadId,
}: {
  reason: ReportReadFailureCode;
  keptUploadId: number | null;
}) {
  const failure = reportReadFailures[reason];
  return (
    <Alert color="red" variant="light" title={failure.title} role="alert">
      <Stack gap={6}>
        <Text size="sm">{failure.message}</Text>
        <Text size="sm">
          <Text span fw={600} size="sm">
            Next step:{' '}
          </Text>
          {failure.nextStep}
        </Text>
        {keptUploadId !== null && (
          <Text size="sm">
            {reportUploadMessages.keptForReview}{' '}
            <Anchor href={reportUploadFileHref(keptUploadId)} download>
              {reportUploadMessages.openFile}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
