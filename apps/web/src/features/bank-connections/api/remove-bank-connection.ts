import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { bankConnectionKeys } from '../../../lib/query-keys/bank-connections';

/** DELETE /api/bank-account-connections/{id}. */
const removeBankConnection = (id: number) =>
  apiRequest<void>('DELETE', `/api/bank-account-connections/${id}`);

export function useRemoveBankConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBankConnection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankConnectionKeys.all }),
  });
}
