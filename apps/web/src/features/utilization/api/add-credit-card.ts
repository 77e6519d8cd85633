import type { AddCreditCardRequest, CreditCard } from '@app/contracts/utilization.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { utilizationKeys } from '../../../lib/query-keys/utilization';

/** POST /api/credit-cards (cents and hundredths of a percent). */
const addCreditCard = (body: AddCreditCardRequest) =>
  apiRequest<CreditCard>('POST', '/api/credit-cards', body);

export function useAddCreditCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCreditCard,
    // A new card changes the alerts too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: utilizationKeys.all }),
  });
}
