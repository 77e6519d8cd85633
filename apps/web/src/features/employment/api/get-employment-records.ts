import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { employmentKeys } from '../../../lib/query-keys/employment';

/** GET /api/employment-verifications/{userId}: the newest job first. */
const getEmploymentRecords = (userId: number) =>
  call(endpoints.getUserEmploymentRecords, { params: { userId } });

export const useEmploymentRecords = (userId: number) =>
  useQuery(
    queryOptions({ queryKey: employmentKeys.records(userId), queryFn: () => getEmploymentRecords(userId) }),
  );
