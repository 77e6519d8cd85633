import { browserTimeZone } from '@app/contracts/common/person-dates';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { onboardingKeys } from '../../../lib/query-keys/onboarding';

// The streak counts the person's own calendar days: the browser's zone goes with the request.

/** GET /api/onboarding/progress/{userId}?timeZone=: level, XP, completed steps, streak. */
const getOnboardingProgress = (userId: number) =>
  call(endpoints.getOnboardingProgress, { params: { userId }, query: { timeZone: browserTimeZone() } });

export const onboardingProgressQuery = (userId: number) =>
  queryOptions({ queryKey: onboardingKeys.progress(userId), queryFn: () => getOnboardingProgress(userId) });

export const useOnboardingProgress = (userId: number) => useQuery(onboardingProgressQuery(userId));
