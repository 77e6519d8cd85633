import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { platformOperatorKeys } from '../../../lib/query-keys/platform-operator';

/** GET /api/operator/organizations: every organization with its figures. */
const getOperatorOrganizations = () => call(endpoints.listOperatorOrganizations);

const operatorOrganizationsQuery = queryOptions({
  queryKey: platformOperatorKeys.organizations(),
  queryFn: getOperatorOrganizations,
});

export const useOperatorOrganizations = () => useQuery(operatorOrganizationsQuery);
