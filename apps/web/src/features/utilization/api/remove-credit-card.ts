import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { utilizationKeys } from '../../../lib/query-keys/utilization';

/** DELETE /api/credit-cards/added/{id}: only cards the person added. */
const removeCreditCard = (id: string) => call(endpoints.removeCreditCard, { params: { id } });

export function useRemoveCreditCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCreditCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: utilizationKeys.all }),
  });
}
