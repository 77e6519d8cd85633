import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { clientKeys } from '../../../lib/query-keys/clients';
import { teamKeys } from '../../../lib/query-keys/team';

/** POST /api/team/members/{memberId}/deactivate: sessions end, clients become unassigned. */
const deactivateTeamMember = (memberId: number) =>
  call(endpoints.deactivateTeamMember, { params: { memberId } });

export function useDeactivateTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateTeamMember,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: teamKeys.all });
      await queryClient.invalidateQueries({ queryKey: clientKeys.all });
    },
  });
}
