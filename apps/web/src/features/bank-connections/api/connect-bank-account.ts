import type { ConnectBankRequest } from '@app/contracts/bank-connections.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { bankConnectionKeys } from '../../../lib/query-keys/bank-connections';

/** POST /api/bank-account-connections: after the code was checked. */
const connectBankAccount = (body: ConnectBankRequest) => call(endpoints.connectBankAccount, { body });

export function useConnectBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectBankAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankConnectionKeys.all }),
  });
}
