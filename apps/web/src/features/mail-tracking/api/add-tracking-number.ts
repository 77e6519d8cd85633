import type { addTrackingRequest, Dispute } from '@app/contracts/disputes.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminTrackingKey } from './get-tracking-list';

// The contract names the schema only; this is its input type without a zod dependency here.
type AddTrackingRequest = (typeof addTrackingRequest)['_zod']['input'];

/** PATCH /api/disputes/{id}/tracking: the dispute becomes SENT with this number. */
const addTrackingNumber = ({ disputeId, ...body }: AddTrackingRequest & { disputeId: number }) =>
  apiRequest<Dispute>('PATCH', `/api/disputes/${disputeId}/tracking`, body);

export function useAddTrackingNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTrackingNumber,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTrackingKey }),
  });
}
