import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { platformOperatorKeys } from '../../../lib/query-keys/platform-operator';

/** POST /api/operator/organizations/{organizationId}/reinstate */
const reinstateOrganization = (organizationId: number) =>
  call(endpoints.reinstateOrganization, { params: { organizationId } });

export function useReinstateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reinstateOrganization,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformOperatorKeys.organizations() }),
  });
}
