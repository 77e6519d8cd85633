import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { utilizationKeys } from '../../../lib/query-keys/utilization';

/** DELETE /api/credit-cards/added/{id}: only cards the person added. */
const removeCreditCard = (id: string) =>
  apiRequest<void>('DELETE', `/api/credit-cards/added/${encodeURIComponent(id)}`);

export function useRemoveCreditCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCreditCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: utilizationKeys.all }),
  });
}
