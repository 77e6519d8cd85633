import type { LoanProfile, SavedLoanProfile } from '@app/contracts/loan-readiness.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { loanReadinessKeys } from '../../../lib/query-keys/loan-readiness';

/** POST /api/loan-readiness/profile (cents). */
const saveLoanProfile = (profile: LoanProfile) =>
  apiRequest<SavedLoanProfile>('POST', '/api/loan-readiness/profile', profile);

export function useSaveLoanProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLoanProfile,
    onSuccess: (saved) => queryClient.setQueryData(loanReadinessKeys.profile(), saved),
  });
}
