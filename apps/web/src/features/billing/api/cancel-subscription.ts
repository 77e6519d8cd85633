import type { CancelSubscriptionResponse } from '@app/contracts/billing.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { billingKeys } from '../../../lib/query-keys/billing';

/** DELETE /api/stripe/subscription: at once and free inside the CROA window, else at the period's end. */
const cancelSubscription = () => apiRequest<CancelSubscriptionResponse>('DELETE', '/api/stripe/subscription');

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
