import type { CreateClientRequest, PublicUser } from '@app/contracts/users.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clientKeys } from '../../../lib/query-keys/clients';

/** POST /api/users: a client viewer with a temporary password and their first credit report. */
const createClient = (body: CreateClientRequest) => apiRequest<PublicUser>('POST', '/api/users', body);

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
