import type { AddTrackingRequest, Dispute } from '@app/contracts/disputes.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { disputeKeys } from '../../../lib/query-keys/disputes';

/** PATCH /api/disputes/{id}/tracking: the certified mail number; the dispute becomes SENT. */
const addTrackingNumber = ({ disputeId, ...body }: AddTrackingRequest & { disputeId: number }) =>
  apiRequest<Dispute>('PATCH', `/api/disputes/${disputeId}/tracking`, body);

export function useAddTrackingNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTrackingNumber,
    // Every list shows it: the person's disputes, the admin's tracking pages and untracked letters.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: disputeKeys.lists() }),
  });
}
