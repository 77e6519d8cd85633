import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { LoanProfile } from '@app/contracts/loan-readiness.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { loanReadinessKeys } from '../../../lib/query-keys/loan-readiness';

/** POST /api/loan-readiness/profile (cents). */
const saveLoanProfile = (profile: LoanProfile) => call(endpoints.saveLoanProfile, { body: profile });

export function useSaveLoanProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLoanProfile,
    onSuccess: (saved) => queryClient.setQueryData(loanReadinessKeys.profile(), saved),
  });
}
