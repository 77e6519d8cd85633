import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { betaAccessKeys } from '../../../lib/query-keys/beta-access';

/** GET /api/admin/beta-access. */
const accessCodesQuery = queryOptions({
  queryKey: betaAccessKeys.codes(),
  queryFn: () => call(endpoints.listAccessCodes),
});

export const useAccessCodes = () => useQuery(accessCodesQuery);
