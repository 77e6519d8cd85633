import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { TeamRole } from '@app/contracts/team-roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { teamKeys } from '../../../lib/query-keys/team';

/** PATCH /api/team/members/{memberId}/role: takes effect on the member's next request. */
const changeTeamRole = ({ memberId, role }: { memberId: number; role: TeamRole }) =>
  call(endpoints.changeTeamRole, { params: { memberId }, body: { role } });

export function useChangeTeamRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTeamRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
