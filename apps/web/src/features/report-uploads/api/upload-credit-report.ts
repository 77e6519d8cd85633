import { csrfHeader, csrfHeaderValue } from '@app/contracts/common/csrf';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type {
  UploadCreditReportRequest,
  UploadCreditReportResponse,
} from '@app/contracts/report-uploads.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, href } from '../../../lib/api-client';
import { base64Of } from '../../../lib/file-base64';
import { reportUploadKeys } from '../../../lib/query-keys/report-uploads';

export type UploadStage = { stage: 'reading' | 'uploading' | 'analyzing'; percent: number };

/**
 * POST /api/admin/upload-credit-report. XMLHttpRequest rather than fetch: only it reports how much
 * of the body has gone, which is what the progress bar shows for a 10 MB file.
 */
function uploadCreditReport(
  input: Omit<UploadCreditReportRequest, 'fileData'> & { file: File },
  onStage: (s: UploadStage) => void,
): Promise<UploadCreditReportResponse> {
  const { file, ...fields } = input;
  return base64Of(file).then(
    (fileData) =>
      new Promise((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open(endpoints.uploadCreditReport.method, href(endpoints.uploadCreditReport));
        xhr.withCredentials = true;
        xhr.setRequestHeader('content-type', 'application/json');
        xhr.setRequestHeader('accept', 'application/json');
        xhr.setRequestHeader(csrfHeader, csrfHeaderValue);
        xhr.upload.onprogress = (e) => {
          if (e.lengthComputable)
            onStage({ stage: 'uploading', percent: Math.round((e.loaded / e.total) * 100) });
        };
        // Everything is sent: the server is reading the report now.
        xhr.upload.onload = () => onStage({ stage: 'analyzing', percent: 100 });
        xhr.onload = () => {
          if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText));
          else reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
        };
        xhr.onerror = () => reject(new Error('Network error while uploading'));
        onStage({ stage: 'uploading', percent: 0 });
        xhr.send(JSON.stringify({ ...fields, fileData }));
      }),
  );
}

export function useUploadCreditReport(onStage: (s: UploadStage) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<UploadCreditReportRequest, 'fileData'> & { file: File }) => {
      onStage({ stage: 'reading', percent: 0 });
      return uploadCreditReport(input, onStage);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportUploadKeys.all }),
  });
}
