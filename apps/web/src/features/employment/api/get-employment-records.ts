import type { EmploymentRecord } from '@app/contracts/employment.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { employmentKeys } from '../../../lib/query-keys/employment';

/** GET /api/employment-verifications/{userId}: the newest job first. */
const getEmploymentRecords = (userId: number) =>
  apiGetRequired<EmploymentRecord[]>(`/api/employment-verifications/${userId}`);

export const useEmploymentRecords = (userId: number) =>
  useQuery(
    queryOptions({ queryKey: employmentKeys.records(userId), queryFn: () => getEmploymentRecords(userId) }),
  );
