import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { disputeKeys } from '../../../lib/query-keys/disputes';

/** POST /api/disputes/{id}/update-from-tracking: asks the postal service and applies its answer. */
const updateFromTracking = (disputeId: number) =>
  call(endpoints.refreshDisputeTracking, { params: { id: disputeId } });

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
