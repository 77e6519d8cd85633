import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { ApiError, href } from '../../../lib/api-client';

/**
 * GET /api/chat/documents/view/{id} or /download/{id}: the document as a blob of its stored type,
 * opened in a new tab or saved under its name.
 */
export async function getDocumentFile(id: number, as: 'view' | 'download'): Promise<Blob> {
  const url =
    as === 'view'
      ? href(endpoints.viewChatDocument, { params: { id } })
      : href(endpoints.downloadChatDocument, { params: { id } });
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  return new Blob([await response.arrayBuffer()], {
    type: response.headers.get('content-type') ?? 'application/octet-stream',
  });
}
