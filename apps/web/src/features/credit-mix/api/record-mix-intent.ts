import type { MixIntent, MixProductId } from '@app/contracts/credit-mix.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { creditMixKeys } from '../../../lib/query-keys/credit-mix';

/** POST /api/credit-mix-optimization/apply {productId}: records the intent; applies for nothing. */
const recordMixIntent = (productId: MixProductId) =>
  apiRequest<MixIntent>('POST', '/api/credit-mix-optimization/apply', { productId });

export function useRecordMixIntent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordMixIntent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditMixKeys.all }),
  });
}
