import type { BankConnection } from '@app/contracts/bank-connections.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { bankConnectionKeys } from '../../../lib/query-keys/bank-connections';

/** POST /api/bank-account-connections/{id}/sync: Sync Now. */
const syncBankConnection = (id: number) =>
  apiRequest<BankConnection>('POST', `/api/bank-account-connections/${id}/sync`);

export function useSyncBankConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncBankConnection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankConnectionKeys.all }),
  });
}
