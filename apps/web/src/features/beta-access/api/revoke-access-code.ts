import type { AccessCode } from '@app/contracts/beta-access.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { betaAccessKeys } from '../../../lib/query-keys/beta-access';

/** POST /api/admin/beta-access/{id}/revoke. */
const revokeAccessCode = (id: number) =>
  apiRequest<AccessCode>('POST', `/api/admin/beta-access/${id}/revoke`);

export function useRevokeAccessCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeAccessCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: betaAccessKeys.all }),
  });
}
