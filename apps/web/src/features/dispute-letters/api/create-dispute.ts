import type { CreateDisputeRequest, Dispute } from '@app/contracts/disputes.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/disputes: the approved letter becomes a dispute, and its issue becomes DISPUTED. */
const createDispute = (body: CreateDisputeRequest) => apiRequest<Dispute>('POST', '/api/disputes', body);

export function useCreateDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDispute,
    // The lists of the disputes and credit-issues features, by their keys.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['disputes'] }),
        queryClient.invalidateQueries({ queryKey: ['credit-issues'] }),
      ]),
  });
}
