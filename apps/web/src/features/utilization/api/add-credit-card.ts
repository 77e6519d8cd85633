import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { AddCreditCardRequest } from '@app/contracts/utilization.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { utilizationKeys } from '../../../lib/query-keys/utilization';

/** POST /api/credit-cards (cents and hundredths of a percent). */
const addCreditCard = (body: AddCreditCardRequest) => call(endpoints.addCreditCard, { body });

export function useAddCreditCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCreditCard,
    // A new card changes the alerts too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: utilizationKeys.all }),
  });
}
