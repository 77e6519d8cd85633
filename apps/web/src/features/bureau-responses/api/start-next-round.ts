import type { Dispute } from '@app/contracts/disputes.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { bureauResponsesKey } from './get-bureau-responses';

/** POST /api/bureau-response/{id}/next-round: the next dispute of the same issue, with the drafted letter. */
const startNextRound = (responseId: number) =>
  apiRequest<Dispute>('POST', `/api/bureau-response/${responseId}/next-round`);

export function useStartNextRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startNextRound,
    // The new round is one of the client's disputes, and an open one in the tracking list.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...bureauResponsesKey, 'disputes'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'tracking'] }),
      ]),
  });
}
