import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { CompleteStepRequest } from '@app/contracts/onboarding.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { onboardingKeys } from '../../../lib/query-keys/onboarding';

/** POST /api/onboarding/complete-step {userId, stepId}: 409 when the step is locked or not done. */
const completeOnboardingStep = (body: CompleteStepRequest) =>
  call(endpoints.completeOnboardingStep, { body });

export function useCompleteOnboardingStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboardingStep,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  });
}
