import type { Dispute } from '@app/contracts/disputes.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { disputeKeys } from '../../../lib/query-keys/disputes';

/** PATCH /api/disputes/{id}/alert-sent: Mark Completed on a follow-up alert. */
const markFollowUpDone = (id: number) => apiRequest<Dispute>('PATCH', `/api/disputes/${id}/alert-sent`);

export function useMarkFollowUpDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markFollowUpDone,
    // Mark Completed refreshes the dispute lists.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: disputeKeys.lists() }),
  });
}
