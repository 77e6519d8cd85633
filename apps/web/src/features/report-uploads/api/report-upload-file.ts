import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { href } from '../../../lib/api-client';

/** GET /api/admin/credit-report-uploads/{id}/file: where an uploaded report is downloaded as it came. */
export const reportUploadFileHref = (id: number) =>
  href(endpoints.downloadCreditReportUpload, { params: { id } });
