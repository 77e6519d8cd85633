import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { fetchFile } from '../../../lib/api-client';

/** GET /api/stripe/invoices/{id}/pdf, as a PDF blob the browser can show in a tab of its own. */
export async function getInvoicePdf(id: number): Promise<Blob> {
  const file = await fetchFile(endpoints.downloadInvoicePdf, { params: { id } });
  // The server sends it as an attachment; a typed blob opens inline instead of downloading.
  return new Blob([await file.arrayBuffer()], { type: 'application/pdf' });
}
