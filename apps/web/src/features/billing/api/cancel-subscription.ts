import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { billingKeys } from '../../../lib/query-keys/billing';

/** DELETE /api/stripe/subscription: at once and free inside the CROA window, else at the period's end. */
const cancelSubscription = () => call(endpoints.cancelSubscription);

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
