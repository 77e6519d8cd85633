import type { StartSubscriptionResponse } from '@app/contracts/billing.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { billingKeys } from '../../../lib/query-keys/billing';

export type StartedSubscription = StartSubscriptionResponse;

/**
 * POST /api/stripe/subscription: a setup intent to save the card (nothing is charged). For a consumer
 * plan it answers 409 AGREEMENTS_REQUIRED until the three CROA documents are signed.
 */
const startSubscription = (planId: number) => call(endpoints.startSubscription, { body: { planId } });

export function useStartSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
