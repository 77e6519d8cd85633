import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { bankConnectionKeys } from '../../../lib/query-keys/bank-connections';

/** PATCH /api/bank-account-connections/{id} {autoPaymentOptimization}: the switch, saved. */
const updateBankConnection = ({
  id,
  autoPaymentOptimization,
}: {
  id: number;
  autoPaymentOptimization: boolean;
}) => call(endpoints.updateBankConnection, { params: { id }, body: { autoPaymentOptimization } });

export function useUpdateBankConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBankConnection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankConnectionKeys.all }),
  });
}
