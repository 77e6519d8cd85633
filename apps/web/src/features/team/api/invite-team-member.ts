import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { InviteTeamMemberRequest } from '@app/contracts/team.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { teamKeys } from '../../../lib/query-keys/team';

/** POST /api/team/invitations: a one-time link by e-mail, good for 72 hours. */
const inviteTeamMember = (body: InviteTeamMemberRequest) => call(endpoints.inviteTeamMember, { body });

export function useInviteTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.overview() }),
  });
}
