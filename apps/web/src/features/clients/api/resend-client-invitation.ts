import type { InvitationLink } from '@app/contracts/client-onboarding.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clientKeys } from '../../../lib/query-keys/clients';

/** POST /api/admin/clients/{userId}/invitation: a new link (answered once); the old one stops working. */
const resendClientInvitation = (userId: number) =>
  apiRequest<InvitationLink>('POST', `/api/admin/clients/${userId}/invitation`);

export function useResendClientInvitation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendClientInvitation(userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.onboarding(userId) }),
  });
}
