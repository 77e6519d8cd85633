import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { AssignClientsRequest } from '@app/contracts/team.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { clientKeys } from '../../../lib/query-keys/clients';
import { teamKeys } from '../../../lib/query-keys/team';

/** POST /api/team/assignments: one or many clients to a specialist, or to no one. */
const assignClients = (body: AssignClientsRequest) => call(endpoints.assignClients, { body });

export function useAssignClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignClients,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: clientKeys.all });
      await queryClient.invalidateQueries({ queryKey: teamKeys.overview() });
    },
  });
}
