import type { AddEmploymentRequest, EmploymentRecord } from '@app/contracts/employment.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { employmentKeys } from '../../../lib/query-keys/employment';

/** POST /api/employment-verifications (salary in cents); the history is refetched. */
const addEmploymentRecord = (body: AddEmploymentRequest) =>
  apiRequest<EmploymentRecord>('POST', '/api/employment-verifications', body);

export function useAddEmploymentRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEmploymentRecord,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employmentKeys.all }),
  });
}
