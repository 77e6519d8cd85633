import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { bankConnectionKeys } from '../../../lib/query-keys/bank-connections';

/** DELETE /api/bank-account-connections/{id}. */
const removeBankConnection = (id: number) => call(endpoints.removeBankConnection, { params: { id } });

export function useRemoveBankConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBankConnection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankConnectionKeys.all }),
  });
}
