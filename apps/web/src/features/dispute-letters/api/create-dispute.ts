import type { CreateDisputeRequest, Dispute } from '@app/contracts/disputes.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { creditIssueKeys } from '../../../lib/query-keys/credit-issues';
import { disputeKeys } from '../../../lib/query-keys/disputes';

/** POST /api/disputes: the approved letter becomes a dispute, and its issue becomes DISPUTED. */
const createDispute = (body: CreateDisputeRequest) => apiRequest<Dispute>('POST', '/api/disputes', body);

export function useCreateDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDispute,
    // A new dispute in every list, and its issue now DISPUTED.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: disputeKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: creditIssueKeys.all }),
      ]),
  });
}
