import type { ImpersonationStatus } from '@app/contracts/impersonation.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { impersonationKeys } from '../../../lib/query-keys/impersonation';

/** GET /api/impersonation: whether an admin is testing as this client. */
const impersonationQuery = queryOptions({
  queryKey: impersonationKeys.status(),
  queryFn: () => apiGetRequired<ImpersonationStatus>('/api/impersonation'),
  staleTime: 60_000,
});

export const useImpersonation = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...impersonationQuery, enabled });
