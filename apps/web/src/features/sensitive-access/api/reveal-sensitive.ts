import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { RevealSensitiveRequest } from '@app/contracts/sensitive-access.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { sensitiveAccessKeys } from '../../../lib/query-keys/sensitive-access';

/** POST /api/admin/clients/{userId}/sensitive-reveal: the full value, once; never cached. */
const revealSensitive = ({ clientId, ...body }: RevealSensitiveRequest & { clientId: number }) =>
  call(endpoints.revealSensitive, { params: { userId: clientId }, body });

export function useRevealSensitive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revealSensitive,
    // The answer is kept by the dialog alone; the log has a new line.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sensitiveAccessKeys.all }),
  });
}
