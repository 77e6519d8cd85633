import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { billingKeys } from '../../../lib/query-keys/billing';

/** DELETE /api/stripe/payment-methods/{id}: refused (409) for the only card of an active plan. */
const removePaymentMethod = (id: number) => call(endpoints.removePaymentMethod, { params: { id } });

export function useRemovePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePaymentMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.paymentMethods() }),
  });
}
