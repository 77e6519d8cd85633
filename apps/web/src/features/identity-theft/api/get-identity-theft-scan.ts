import type { IdentityTheftScan } from '@app/contracts/identity-theft.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { identityTheftKeys } from '../../../lib/query-keys/identity-theft';

/** GET /api/identity-theft-scan/{userId}: the ACTIVE case (or none) and the file items a scan reads. */
const getIdentityTheftScan = (userId: number) =>
  apiGetRequired<IdentityTheftScan>(`/api/identity-theft-scan/${userId}`);

export const useIdentityTheftScan = (userId: number) =>
  useQuery(
    queryOptions({ queryKey: identityTheftKeys.scan(userId), queryFn: () => getIdentityTheftScan(userId) }),
  );
