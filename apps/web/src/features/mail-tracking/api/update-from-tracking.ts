import type { Dispute, TrackingInfo } from '@app/contracts/disputes.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { trackingInfoQuery } from './get-tracking-info';
import { adminTrackingKey } from './get-tracking-list';

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
        queryClient.setQueryData(trackingInfoQuery(dispute.uspsTrackingNumber).queryKey, tracking);
      return queryClient.invalidateQueries({ queryKey: [...adminTrackingKey, 'list'] });
    },
  });
}
