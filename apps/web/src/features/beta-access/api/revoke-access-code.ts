import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { betaAccessKeys } from '../../../lib/query-keys/beta-access';

/** POST /api/admin/beta-access/{id}/revoke. */
const revokeAccessCode = (id: number) => call(endpoints.revokeAccessCode, { params: { id } });

export function useRevokeAccessCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeAccessCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: betaAccessKeys.all }),
  });
}
