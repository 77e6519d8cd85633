import type { CreditReport } from '@app/contracts/credit-reports.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { creditReportKeys } from '../../../lib/query-keys/credit-reports';

/** GET /api/credit-reports/{userId}: a client's current report, or null before the first one. */
const getClientCreditReport = (userId: number) =>
  apiGetRequired<CreditReport | null>(`/api/credit-reports/${userId}`);

const clientCreditReportQuery = (userId: number) =>
  queryOptions({
    // Under the reports' key, so an upload or a new report refreshes it.
    queryKey: creditReportKeys.ofClient(userId),
    queryFn: () => getClientCreditReport(userId),
  });

export const useClientCreditReport = (userId: number) => useQuery(clientCreditReportQuery(userId));
