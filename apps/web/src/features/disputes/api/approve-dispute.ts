import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { creditIssueKeys } from '../../../lib/query-keys/credit-issues';
import { disputeKeys } from '../../../lib/query-keys/disputes';

/** POST /api/disputes/{id}/approve {attest: true}: the consumer approves a letter drafted for them. */
const approveDispute = (id: number) =>
  call(endpoints.approveDispute, { params: { id }, body: { attest: true } });

export function useApproveDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveDispute,
    // An approved letter puts its item in dispute: both lists change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: disputeKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: creditIssueKeys.all }),
      ]),
  });
}
