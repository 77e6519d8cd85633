import type { PublicUser, UpdateProfileRequest } from '@app/contracts/users.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** PATCH /api/users/current {address}: letters carry the sender's mailing address. */
const saveMailingAddress = (address: NonNullable<UpdateProfileRequest['address']>) =>
  apiRequest<PublicUser>('PATCH', '/api/users/current', { address });

export function useSaveMailingAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMailingAddress,
    // The session's own query (lib/session.tsx) holds the signed-in user under this key.
    onSuccess: (user) => queryClient.setQueryData(['users', 'current'], user),
  });
}
