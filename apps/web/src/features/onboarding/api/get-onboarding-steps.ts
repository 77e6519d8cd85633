import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { onboardingKeys } from '../../../lib/query-keys/onboarding';

/** GET /api/onboarding/steps: each step completed, available or locked for the signed-in person. */
const getOnboardingSteps = () => call(endpoints.listOnboardingSteps);

export const onboardingStepsQuery = queryOptions({
  queryKey: onboardingKeys.steps(),
  queryFn: getOnboardingSteps,
});

export const useOnboardingSteps = () => useQuery(onboardingStepsQuery);
