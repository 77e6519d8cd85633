import type { CreditIssue } from '@app/contracts/credit-issues.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';

export const clientCreditIssuesKey = ['admin', 'report-uploads', 'client-issues'] as const;

/** GET /api/credit-issues/{userId}: the client's stored issues, which letters are written for. */
const getClientCreditIssues = (userId: number) =>
  apiGetRequired<CreditIssue[]>(`/api/credit-issues/${userId}`);

const clientCreditIssuesQuery = (userId: number) =>
  queryOptions({
    queryKey: [...clientCreditIssuesKey, userId],
    queryFn: () => getClientCreditIssues(userId),
  });

export const useClientCreditIssues = (userId: number | undefined) =>
  useQuery({ ...clientCreditIssuesQuery(userId ?? 0), enabled: !!userId });
