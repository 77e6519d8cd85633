import type { CreditIssue } from '@app/contracts/credit-issues.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { creditIssueKeys } from '../../../lib/query-keys/credit-issues';

/** PATCH /api/credit-issues/{id} {status: 'RESOLVED'}: Mark Resolved. */
const resolveCreditIssue = (id: number) =>
  apiRequest<CreditIssue>('PATCH', `/api/credit-issues/${id}`, { status: 'RESOLVED' });

export function useResolveCreditIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveCreditIssue,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditIssueKeys.all }),
  });
}
