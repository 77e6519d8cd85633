import type { Dispute, TrackingInfo } from '@app/contracts/disputes.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { disputesQueryKey } from './get-disputes';

/** POST /api/disputes/{id}/update-from-tracking: asks the postal service and applies the answer. */
const refreshTracking = (id: number) =>
  apiRequest<{ dispute: Dispute; tracking: TrackingInfo }>(
    'POST',
    `/api/disputes/${id}/update-from-tracking`,
  );

export function useRefreshTracking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshTracking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: disputesQueryKey }),
  });
}
