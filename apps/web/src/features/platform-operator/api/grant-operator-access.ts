import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { GrantOperatorAccessRequest } from '@app/contracts/platform-operator.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { platformOperatorKeys } from '../../../lib/query-keys/platform-operator';

/** POST /api/admin/operator-access: the owner lets the operator in for 1, 24 or 72 hours. */
const grantOperatorAccess = (body: GrantOperatorAccessRequest) =>
  call(endpoints.grantOperatorAccess, { body });

export function useGrantOperatorAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantOperatorAccess,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformOperatorKeys.access() }),
  });
}
