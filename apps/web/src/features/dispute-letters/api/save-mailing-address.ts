import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { UpdateProfileRequest } from '@app/contracts/users.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { disputeKeys } from '../../../lib/query-keys/disputes';
import { userKeys } from '../../../lib/query-keys/users';

/** PATCH /api/users/current {address}: letters carry the sender's mailing address. */
const saveMailingAddress = (address: NonNullable<UpdateProfileRequest['address']>) =>
  call(endpoints.updateCurrentUser, { body: { address } });

export function useSaveMailingAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMailingAddress,
    // The session's own query (lib/session.tsx) holds the signed-in user; drafts waiting for
    // approval take the address as their return address, and what held them back may be gone.
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.current(), user);
      void queryClient.invalidateQueries({ queryKey: disputeKeys.all });
    },
  });
}
