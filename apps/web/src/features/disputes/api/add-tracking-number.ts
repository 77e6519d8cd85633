import type { Dispute } from '@app/contracts/disputes.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { disputesQueryKey } from './get-disputes';

/** PATCH /api/disputes/{id}/tracking: the certified mail number; the dispute becomes SENT. */
const addTrackingNumber = ({ id, trackingNumber }: { id: number; trackingNumber: string }) =>
  apiRequest<Dispute>('PATCH', `/api/disputes/${id}/tracking`, { trackingNumber });

export function useAddTrackingNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTrackingNumber,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: disputesQueryKey }),
  });
}
