import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { creditIssueKeys } from '../../../lib/query-keys/credit-issues';

/** PATCH /api/credit-issues/{id} {status: 'RESOLVED'}: Mark Resolved. */
const resolveCreditIssue = (id: number) =>
  call(endpoints.updateCreditIssue, { params: { id }, body: { status: 'RESOLVED' } });

export function useResolveCreditIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveCreditIssue,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditIssueKeys.all }),
  });
}
