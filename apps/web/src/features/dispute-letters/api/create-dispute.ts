import type { CreateDisputeRequest } from '@app/contracts/disputes.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { creditIssueKeys } from '../../../lib/query-keys/credit-issues';
import { disputeKeys } from '../../../lib/query-keys/disputes';

/** POST /api/disputes: the approved letter becomes a dispute, and its issue becomes DISPUTED. */
const createDispute = (body: CreateDisputeRequest) => call(endpoints.createDispute, { body });

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
