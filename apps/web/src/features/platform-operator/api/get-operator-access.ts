import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { platformOperatorKeys } from '../../../lib/query-keys/platform-operator';

/** GET /api/admin/operator-access: the grants and each use the operator made of them. */
const getOperatorAccess = () => call(endpoints.getOperatorAccess);

const operatorAccessQuery = queryOptions({
  queryKey: platformOperatorKeys.access(),
  queryFn: getOperatorAccess,
});

export const useOperatorAccess = () => useQuery(operatorAccessQuery);
