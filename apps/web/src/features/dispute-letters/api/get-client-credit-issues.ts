import type { CreditIssue } from '@app/contracts/credit-issues.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';

/** GET /api/credit-issues/{userId}: a client's credit issues, for the admin's letter generator. */
const getClientCreditIssues = (userId: number) =>
  apiGetRequired<CreditIssue[]>(`/api/credit-issues/${userId}`);

const clientCreditIssuesQuery = (userId: number) =>
  queryOptions({
    // Under the issues' key, so confirming found items or filing a dispute refreshes it.
    queryKey: ['credit-issues', 'client', userId],
    queryFn: () => getClientCreditIssues(userId),
  });

export const useClientCreditIssues = (userId: number) => useQuery(clientCreditIssuesQuery(userId));
