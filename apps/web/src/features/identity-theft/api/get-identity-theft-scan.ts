import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { identityTheftKeys } from '../../../lib/query-keys/identity-theft';

/** GET /api/identity-theft-scan/{userId}: the ACTIVE case (or none) and the file items a scan reads. */
const getIdentityTheftScan = (userId: number) =>
  call(endpoints.getUserIdentityTheftScan, { params: { userId } });

export const useIdentityTheftScan = (userId: number) =>
  useQuery(
    queryOptions({ queryKey: identityTheftKeys.scan(userId), queryFn: () => getIdentityTheftScan(userId) }),
  );
