import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { ApiError, href } from '../../../lib/api-client';

/** GET /api/stripe/invoices/{id}/pdf, as a PDF blob the browser can show in a tab of its own. */
export async function getInvoicePdf(id: number): Promise<Blob> {
  const response = await fetch(href(endpoints.downloadInvoicePdf, { params: { id } }), {
    credentials: 'include',
  });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  // The server sends it as an attachment; a typed blob opens inline instead of downloading.
  return new Blob([await response.arrayBuffer()], { type: 'application/pdf' });
}
