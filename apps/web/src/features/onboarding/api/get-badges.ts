import type { Badge } from '@app/contracts/onboarding.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { onboardingKeys } from '../../../lib/query-keys/onboarding';

/** GET /api/onboarding/badges/{userId}: earned badges, isNew until seen. */
const getBadges = (userId: number) => apiGetRequired<Badge[]>(`/api/onboarding/badges/${userId}`);

export const badgesQuery = (userId: number) =>
  queryOptions({ queryKey: onboardingKeys.badges(userId), queryFn: () => getBadges(userId) });

export const useBadges = (userId: number) => useQuery(badgesQuery(userId));
