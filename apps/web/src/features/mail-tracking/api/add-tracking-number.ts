import type { AddTrackingRequest } from '@app/contracts/disputes.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { disputeKeys } from '../../../lib/query-keys/disputes';

/** PATCH /api/disputes/{id}/tracking: the certified mail number; the dispute becomes SENT. */
const addTrackingNumber = ({ disputeId, ...body }: AddTrackingRequest & { disputeId: number }) =>
  call(endpoints.addDisputeTracking, { params: { id: disputeId }, body });

export function useAddTrackingNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTrackingNumber,
    // Every list shows it: the person's disputes, the admin's tracking pages and untracked letters.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: disputeKeys.lists() }),
  });
}
