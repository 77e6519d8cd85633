import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { platformOperatorKeys } from '../../../lib/query-keys/platform-operator';

/** GET /api/operator/organizations/{organizationId}/clients/{userId}: one client's figures and letters, under a grant. */
const getOperatorOrganizationClient = (organizationId: number, userId: number) =>
  call(endpoints.getOperatorOrganizationClient, { params: { organizationId, userId } });

const operatorOrganizationClientQuery = (organizationId: number, userId: number) =>
  queryOptions({
    queryKey: platformOperatorKeys.client(organizationId, userId),
    queryFn: () => getOperatorOrganizationClient(organizationId, userId),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useOperatorOrganizationClient = (organizationId: number, userId: number) =>
  useQuery(operatorOrganizationClientQuery(organizationId, userId));
