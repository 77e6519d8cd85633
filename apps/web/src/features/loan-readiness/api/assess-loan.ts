import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { LoanProfile } from '@app/contracts/loan-readiness.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { loanReadinessKeys } from '../../../lib/query-keys/loan-readiness';

/** POST /api/loan-readiness/assess: runs the assessment on these figures and keeps it (and them). */
const assessLoan = (profile: LoanProfile) => call(endpoints.assessLoanReadiness, { body: profile });

export function useAssessLoan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assessLoan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loanReadinessKeys.all }),
  });
}
