import type { MixProductId } from '@app/contracts/credit-mix.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { creditMixKeys } from '../../../lib/query-keys/credit-mix';

/** POST /api/credit-mix-optimization/apply {productId}: records the intent; applies for nothing. */
const recordMixIntent = (productId: MixProductId) =>
  call(endpoints.recordCreditMixIntent, { body: { productId } });

export function useRecordMixIntent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordMixIntent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditMixKeys.all }),
  });
}
