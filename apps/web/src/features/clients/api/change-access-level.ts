import type { ChangeAccessLevelRequest } from '@app/contracts/admin-clients.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { clientKeys } from '../../../lib/query-keys/clients';

/** PATCH /api/admin/users/{userId}: a new access level; the person is signed out everywhere. */
const changeAccessLevel = ({ userId, ...body }: ChangeAccessLevelRequest & { userId: number }) =>
  call(endpoints.changeAccessLevel, { params: { userId }, body });

export function useChangeAccessLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAccessLevel,
    // The list shows levels, the activity gains an entry: every client query is read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
