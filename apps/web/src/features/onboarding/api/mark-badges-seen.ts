import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { onboardingKeys } from '../../../lib/query-keys/onboarding';

/** POST /api/onboarding/badges/seen: new badges stop being highlighted. */
const markBadgesSeen = () => apiRequest<unknown>('POST', '/api/onboarding/badges/seen');

export function useMarkBadgesSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markBadgesSeen,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  });
}
