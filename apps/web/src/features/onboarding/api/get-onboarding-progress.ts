import type { OnboardingProgress } from '@app/contracts/onboarding.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { onboardingKeys } from '../../../lib/query-keys/onboarding';

// The streak counts the person's own calendar days: the browser's zone goes with the request.
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** GET /api/onboarding/progress/{userId}?timeZone=: level, XP, completed steps, streak. */
const getOnboardingProgress = (userId: number) =>
  apiGetRequired<OnboardingProgress>(
    `/api/onboarding/progress/${userId}?timeZone=${encodeURIComponent(browserTimeZone())}`,
  );

export const onboardingProgressQuery = (userId: number) =>
  queryOptions({ queryKey: onboardingKeys.progress(userId), queryFn: () => getOnboardingProgress(userId) });

export const useOnboardingProgress = (userId: number) => useQuery(onboardingProgressQuery(userId));
