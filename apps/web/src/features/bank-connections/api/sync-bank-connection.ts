import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { bankConnectionKeys } from '../../../lib/query-keys/bank-connections';

/** POST /api/bank-account-connections/{id}/sync: Sync Now. */
const syncBankConnection = (id: number) => call(endpoints.syncBankConnection, { params: { id } });

export function useSyncBankConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncBankConnection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankConnectionKeys.all }),
  });
}
