import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { CreateClientRequest } from '@app/contracts/users.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { clientKeys } from '../../../lib/query-keys/clients';

/** POST /api/users: a client and their first credit report; an invited client's link comes back once. */
const createClient = (body: CreateClientRequest) => call(endpoints.createClient, { body });

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
