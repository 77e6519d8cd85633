import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { platformOperatorKeys } from '../../../lib/query-keys/platform-operator';

/** POST /api/operator/organizations/{organizationId}/suspend */
const suspendOrganization = (organizationId: number) =>
  call(endpoints.suspendOrganization, { params: { organizationId } });

export function useSuspendOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: suspendOrganization,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformOperatorKeys.organizations() }),
  });
}
