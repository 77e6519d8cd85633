import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { platformOperatorKeys } from '../../../lib/query-keys/platform-operator';

/** GET /api/operator/organizations/{organizationId}/clients: only under the owner's live grant (each opening audited). */
const getOperatorOrganizationClients = (organizationId: number) =>
  call(endpoints.listOperatorOrganizationClients, { params: { organizationId } });

const operatorOrganizationClientsQuery = (organizationId: number) =>
  queryOptions({
    queryKey: platformOperatorKeys.clients(organizationId),
    queryFn: () => getOperatorOrganizationClients(organizationId),
    // Each opening is recorded in both organizations' logs: never fetched again behind the operator's back.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useOperatorOrganizationClients = (organizationId: number) =>
  useQuery(operatorOrganizationClientsQuery(organizationId));
