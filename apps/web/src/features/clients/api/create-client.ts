import type { CreateClientRequest, CreatedClient } from '@app/contracts/users.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clientKeys } from '../../../lib/query-keys/clients';

/** POST /api/users: a client and their first credit report; an invited client's link comes back once. */
const createClient = (body: CreateClientRequest) => apiRequest<CreatedClient>('POST', '/api/users', body);

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
