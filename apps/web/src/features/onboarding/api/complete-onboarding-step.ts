import type { CompleteStepRequest, CompleteStepResponse } from '@app/contracts/onboarding.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { onboardingKeys } from '../../../lib/query-keys/onboarding';

/** POST /api/onboarding/complete-step {userId, stepId}: 409 when the step is locked or not done. */
const completeOnboardingStep = (body: CompleteStepRequest) =>
  apiRequest<CompleteStepResponse>('POST', '/api/onboarding/complete-step', body);

export function useCompleteOnboardingStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboardingStep,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  });
}
