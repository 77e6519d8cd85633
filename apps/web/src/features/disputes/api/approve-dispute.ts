import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { creditIssueKeys } from '../../../lib/query-keys/credit-issues';
import { disputeKeys } from '../../../lib/query-keys/disputes';

/** POST /api/disputes/{id}/approve {attest: true}: the consumer approves a letter drafted for them. */
const approveDispute = (id: number) =>
  call(endpoints.approveDispute, { params: { id }, body: { attest: true } });

/**
 * `onApproved` is the mutation's own, not a callback given to `mutate`: the approved letter's card
 * stops asking for approval once the list is read again, and a `mutate` callback of an unmounted
 * component is dropped.
 */
export function useApproveDispute(onApproved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveDispute,
    onSuccess: () => {
      onApproved();
      // An approved letter puts its item in dispute: both lists change.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: disputeKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: creditIssueKeys.all }),
      ]);
    },
  });
}
