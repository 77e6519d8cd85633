import { csrfHeader, csrfHeaderValue } from '@app/contracts/common/csrf';
import {
  type ChatDocument,
  documentTypeFromName,
  type UploadDocumentRequest,
} from '@app/contracts/documents.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, href } from '../../../lib/api-client';
import { base64Of } from '../../../lib/file-base64';
import { documentKeys } from '../../../lib/query-keys/documents';

/**
 * POST /api/chat/upload, one call per file: the spec's metadata plus the bytes. XMLHttpRequest rather
 * than fetch: only it reports how much of the body has gone, which each file's progress bar shows.
 */
function uploadDocument(
  input: { userId: number; file: File; uploadedBy: 'CLIENT' | 'ADMIN' },
  onProgress: (percent: number) => void,
): Promise<ChatDocument> {
  const { file } = input;
  return base64Of(file).then(
    (fileData) =>
      new Promise((resolve, reject) => {
        const body: UploadDocumentRequest = {
          userId: input.userId,
          fileName: file.name,
          fileSize: file.size,
          fileType: file.type,
          documentType: documentTypeFromName(file.name),
          uploadedBy: input.uploadedBy,
          fileData,
        };
        const xhr = new XMLHttpRequest();
        xhr.open(endpoints.uploadChatDocument.method, href(endpoints.uploadChatDocument));
        xhr.withCredentials = true;
        xhr.setRequestHeader('content-type', 'application/json');
        xhr.setRequestHeader('accept', 'application/json');
        xhr.setRequestHeader(csrfHeader, csrfHeaderValue);
        xhr.upload.onprogress = (e) => {
          if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
        };
        xhr.onload = () => {
          if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText));
          else reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
        };
        xhr.onerror = () => reject(new Error('Network error while uploading'));
        onProgress(0);
        xhr.send(JSON.stringify(body));
      }),
  );
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: {
      userId: number;
      file: File;
      uploadedBy: 'CLIENT' | 'ADMIN';
      onProgress: (p: number) => void;
    }) => uploadDocument(v, v.onProgress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
