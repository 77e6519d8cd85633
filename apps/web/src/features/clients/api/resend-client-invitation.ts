import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { clientKeys } from '../../../lib/query-keys/clients';

/** POST /api/admin/clients/{userId}/invitation: a new link (answered once); the old one stops working. */
const resendClientInvitation = (userId: number) =>
  call(endpoints.resendClientInvitation, { params: { userId } });

export function useResendClientInvitation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendClientInvitation(userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.onboarding(userId) }),
  });
}
