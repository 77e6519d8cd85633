import type { AccessCode, CreateAccessCodeRequest } from '@app/contracts/beta-access.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { betaAccessKeys } from '../../../lib/query-keys/beta-access';

/** POST /api/admin/beta-access; the owner is the signed-in admin. */
const createAccessCode = (body: CreateAccessCodeRequest) =>
  apiRequest<AccessCode>('POST', '/api/admin/beta-access', body);

export function useCreateAccessCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccessCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: betaAccessKeys.all }),
  });
}
