import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { href } from '../../../lib/api-client';

/** GET /api/disputes/{id}/letter.pdf: a link, so the browser downloads the PDF with the session cookie. */
export const letterPdfUrl = (id: number) => href(endpoints.downloadDisputeLetterPdf, { params: { id } });
