import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { onboardingKeys } from '../../../lib/query-keys/onboarding';

/** POST /api/onboarding/badges/seen: new badges stop being highlighted. */
const markBadgesSeen = () => call(endpoints.markBadgesSeen);

export function useMarkBadgesSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markBadgesSeen,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  });
}
