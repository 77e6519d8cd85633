import type { AccessCode } from '@app/contracts/beta-access.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { betaAccessKeys } from '../../../lib/query-keys/beta-access';

/** GET /api/admin/beta-access. */
const accessCodesQuery = queryOptions({
  queryKey: betaAccessKeys.codes(),
  queryFn: () => apiGetRequired<AccessCode[]>('/api/admin/beta-access'),
});

export const useAccessCodes = () => useQuery(accessCodesQuery);
