import type { AddEmploymentRequest } from '@app/contracts/employment.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { employmentKeys } from '../../../lib/query-keys/employment';

/** POST /api/employment-verifications (salary in cents); the history is refetched. */
const addEmploymentRecord = (body: AddEmploymentRequest) => call(endpoints.addEmploymentRecord, { body });

export function useAddEmploymentRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEmploymentRecord,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employmentKeys.all }),
  });
}
