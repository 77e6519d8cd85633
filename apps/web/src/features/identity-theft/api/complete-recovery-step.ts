import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { CompleteRecoveryStepRequest } from '@app/contracts/identity-theft.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { identityTheftKeys } from '../../../lib/query-keys/identity-theft';

/** POST /api/identity-theft-cases/{caseId}/complete-step {stepId}: once per step. */
const completeRecoveryStep = (caseId: number, body: CompleteRecoveryStepRequest) =>
  call(endpoints.completeRecoveryStep, { params: { caseId }, body });

export function useCompleteRecoveryStep(caseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompleteRecoveryStepRequest) => completeRecoveryStep(caseId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identityTheftKeys.all }),
  });
}
