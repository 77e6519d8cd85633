import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { authKeys } from '../../../lib/query-keys/auth';

/** GET /api/auth/mfa: whether this account has a second factor, and whether this session still owes it. */
export const secondFactorStatusQuery = queryOptions({
  queryKey: authKeys.secondFactor(),
  queryFn: () => call(endpoints.getSecondFactorStatus),
});

export const useSecondFactorStatus = (options: { enabled: boolean }) =>
  useQuery({ ...secondFactorStatusQuery, enabled: options.enabled });
