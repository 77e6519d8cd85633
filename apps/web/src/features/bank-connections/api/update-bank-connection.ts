import type { BankConnection } from '@app/contracts/bank-connections.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { bankConnectionKeys } from '../../../lib/query-keys/bank-connections';

/** PATCH /api/bank-account-connections/{id} {autoPaymentOptimization}: the switch, saved. */
const updateBankConnection = ({
  id,
  autoPaymentOptimization,
}: {
  id: number;
  autoPaymentOptimization: boolean;
}) => apiRequest<BankConnection>('PATCH', `/api/bank-account-connections/${id}`, { autoPaymentOptimization });

export function useUpdateBankConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBankConnection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankConnectionKeys.all }),
  });
}
