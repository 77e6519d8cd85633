import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { fetchFile } from '../../../lib/api-client';

/**
 * GET /api/chat/documents/view/{id} or /download/{id}: the document as a blob of its stored type,
 * opened in a new tab or saved under its name.
 */
export const getDocumentFile = (id: number, as: 'view' | 'download'): Promise<Blob> =>
  as === 'view'
    ? fetchFile(endpoints.viewChatDocument, { params: { id } })
    : fetchFile(endpoints.downloadChatDocument, { params: { id } });
