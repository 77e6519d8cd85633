import type { CreateAccessCodeRequest } from '@app/contracts/beta-access.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { betaAccessKeys } from '../../../lib/query-keys/beta-access';

/** POST /api/admin/beta-access; the owner is the signed-in admin. */
const createAccessCode = (body: CreateAccessCodeRequest) => call(endpoints.createAccessCode, { body });

export function useCreateAccessCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccessCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: betaAccessKeys.all }),
  });
}
