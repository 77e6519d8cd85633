import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { creditReportKeys } from '../../../lib/query-keys/credit-reports';

/** GET /api/credit-reports/{userId}: a client's current report, or null before the first one. */
const getClientCreditReport = (userId: number) =>
  call(endpoints.getUserCurrentCreditReport, { params: { userId } });

const clientCreditReportQuery = (userId: number) =>
  queryOptions({
    // Under the reports' key, so an upload or a new report refreshes it.
    queryKey: creditReportKeys.ofClient(userId),
    queryFn: () => getClientCreditReport(userId),
  });

export const useClientCreditReport = (userId: number) => useQuery(clientCreditReportQuery(userId));
