import type { CompleteRecoveryStepRequest, IdentityTheftCase } from '@app/contracts/identity-theft.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { identityTheftKeys } from '../../../lib/query-keys/identity-theft';

/** POST /api/identity-theft-cases/{caseId}/complete-step {stepId}: once per step. */
const completeRecoveryStep = (caseId: number, body: CompleteRecoveryStepRequest) =>
  apiRequest<IdentityTheftCase>('POST', `/api/identity-theft-cases/${caseId}/complete-step`, body);

export function useCompleteRecoveryStep(caseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompleteRecoveryStepRequest) => completeRecoveryStep(caseId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identityTheftKeys.all }),
  });
}
