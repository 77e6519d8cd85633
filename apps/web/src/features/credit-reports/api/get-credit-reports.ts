import type { CreditReport } from '@app/contracts/credit-reports.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';

/** GET /api/credit-reports: the signed-in person's reports, newest first (the first is current). */
const getCreditReports = () => apiGetRequired<CreditReport[]>('/api/credit-reports');

export const creditReportsQueryKey = ['credit-reports'] as const;

const creditReportsQuery = queryOptions({ queryKey: creditReportsQueryKey, queryFn: getCreditReports });

export const useCreditReports = () => useQuery(creditReportsQuery);
