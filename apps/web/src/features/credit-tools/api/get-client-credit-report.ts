import type { CreditReport } from '@app/contracts/credit-reports.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';

/** GET /api/credit-reports/{userId}: a client's reports, newest first; the first is current. */
const getClientCreditReports = (userId: number) =>
  apiGetRequired<CreditReport[]>(`/api/credit-reports/${userId}`);

const clientCreditReportQuery = (userId: number) =>
  queryOptions({
    // Under the reports' key, so an upload or a new report refreshes it.
    queryKey: ['credit-reports', 'client', userId],
    queryFn: () => getClientCreditReports(userId),
    select: (reports) => reports[0] ?? null,
  });

export const useClientCreditReport = (userId: number) => useQuery(clientCreditReportQuery(userId));
