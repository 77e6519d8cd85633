import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { impersonationKeys } from '../../../lib/query-keys/impersonation';

/** GET /api/impersonation: whether an admin is testing as this client. */
const impersonationQuery = queryOptions({
  queryKey: impersonationKeys.status(),
  queryFn: () => call(endpoints.getImpersonation),
  staleTime: 60_000,
});

export const useImpersonation = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...impersonationQuery, enabled });
