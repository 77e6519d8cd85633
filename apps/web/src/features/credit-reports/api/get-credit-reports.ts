import type { CreditReport } from '@app/contracts/credit-reports.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { creditReportKeys } from '../../../lib/query-keys/credit-reports';

/** GET /api/credit-reports: the signed-in person's current report, or null before the first one. */
const getCreditReport = () => apiGetRequired<CreditReport | null>('/api/credit-reports');

export const creditReportQuery = queryOptions({ queryKey: creditReportKeys.own(), queryFn: getCreditReport });

export const useCreditReport = () => useQuery(creditReportQuery);
