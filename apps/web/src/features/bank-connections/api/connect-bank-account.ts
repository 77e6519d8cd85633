import type { BankConnection, ConnectBankRequest } from '@app/contracts/bank-connections.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { bankConnectionKeys } from '../../../lib/query-keys/bank-connections';

/** POST /api/bank-account-connections: after the code was checked. */
const connectBankAccount = (body: ConnectBankRequest) =>
  apiRequest<BankConnection>('POST', '/api/bank-account-connections', body);

export function useConnectBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectBankAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankConnectionKeys.all }),
  });
}
