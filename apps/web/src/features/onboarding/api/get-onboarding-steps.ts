import type { OnboardingStep } from '@app/contracts/onboarding.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { onboardingKeys } from '../../../lib/query-keys/onboarding';

/** GET /api/onboarding/steps: each step completed, available or locked for the signed-in person. */
const getOnboardingSteps = () => apiGetRequired<OnboardingStep[]>('/api/onboarding/steps');

export const onboardingStepsQuery = queryOptions({
  queryKey: onboardingKeys.steps(),
  queryFn: getOnboardingSteps,
});

export const useOnboardingSteps = () => useQuery(onboardingStepsQuery);
