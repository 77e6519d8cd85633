import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { onboardingKeys } from '../../../lib/query-keys/onboarding';

/** GET /api/onboarding/badges/{userId}: earned badges, isNew until seen. */
const getBadges = (userId: number) => call(endpoints.listBadges, { params: { userId } });

export const badgesQuery = (userId: number) =>
  queryOptions({ queryKey: onboardingKeys.badges(userId), queryFn: () => getBadges(userId) });

export const useBadges = (userId: number) => useQuery(badgesQuery(userId));
