import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { platformOperatorKeys } from '../../../lib/query-keys/platform-operator';

/** POST /api/admin/operator-access/{id}/revoke: the owner ends a grant early. */
const revokeOperatorAccess = (id: number) => call(endpoints.revokeOperatorAccess, { params: { id } });

export function useRevokeOperatorAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOperatorAccess,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformOperatorKeys.access() }),
  });
}
