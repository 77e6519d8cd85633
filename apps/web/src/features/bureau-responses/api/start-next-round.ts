import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { creditIssueKeys } from '../../../lib/query-keys/credit-issues';
import { disputeKeys } from '../../../lib/query-keys/disputes';

/** POST /api/bureau-response/{id}/next-round: the next dispute of the same issue, with the drafted letter. */
const startNextRound = (responseId: number) =>
  call(endpoints.startNextDisputeRound, { params: { id: responseId } });

export function useStartNextRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startNextRound,
    // The new round is in every list of disputes (the client's, the tracking pages), and its issue is DISPUTED again.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: disputeKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: creditIssueKeys.all }),
      ]),
  });
}
