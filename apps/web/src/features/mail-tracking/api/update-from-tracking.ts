import type { Dispute, TrackingInfo } from '@app/contracts/disputes.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { disputeKeys } from '../../../lib/query-keys/disputes';

/** POST /api/disputes/{id}/update-from-tracking: asks the postal service and applies its answer. */
const updateFromTracking = (disputeId: number) =>
  apiRequest<{ dispute: Dispute; tracking: TrackingInfo }>(
    'POST',
    `/api/disputes/${disputeId}/update-from-tracking`,
  );

export function useUpdateFromTracking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFromTracking,
    onSuccess: ({ dispute, tracking }) => {
      // The answer already holds the fresh history: show it without asking again.
      if (dispute.uspsTrackingNumber)
        queryClient.setQueryData(disputeKeys.trackingInfo(dispute.uspsTrackingNumber), tracking);
      return queryClient.invalidateQueries({ queryKey: disputeKeys.lists() });
    },
  });
}
