import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { href } from '../../../lib/api-client';

/**
 * GET /api/disputes/{id}/mail/preview: the exact PDF the print shop prints, shown before sending,
 * with the chosen enclosures as they will be printed (masked copies included).
 */
export const mailPreviewUrl = (id: number, enclosureIds: number[] = []) =>
  href(endpoints.previewMailedLetter, {
    params: { id },
    ...(enclosureIds.length ? { query: { enclosureDocumentIds: enclosureIds.join(',') } } : {}),
  });
