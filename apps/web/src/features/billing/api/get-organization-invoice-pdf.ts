import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { fetchFile } from '../../../lib/api-client';

/** GET /api/organization/billing/invoices/{id}/pdf, typed as a PDF so it opens in a tab of its own. */
export async function getOrganizationInvoicePdf(id: number): Promise<Blob> {
  const file = await fetchFile(endpoints.downloadOrganizationInvoicePdf, { params: { id } });
  return new Blob([await file.arrayBuffer()], { type: 'application/pdf' });
}
