import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { reportUploadKeys } from '../../../lib/query-keys/report-uploads';

/** GET /api/admin/credit-report-uploads?userId=: a client's earlier uploads, newest first. */
const getReportUploads = (userId: number) => call(endpoints.listCreditReportUploads, { query: { userId } });

const reportUploadsQuery = (userId: number) =>
  queryOptions({ queryKey: reportUploadKeys.ofClient(userId), queryFn: () => getReportUploads(userId) });

export const useReportUploads = (userId: number | undefined) =>
  useQuery({ ...reportUploadsQuery(userId ?? 0), enabled: !!userId });
