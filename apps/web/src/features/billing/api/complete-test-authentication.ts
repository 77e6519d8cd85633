import type { CompleteTestAuthenticationRequest } from '@app/contracts/billing.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { billingKeys } from '../../../lib/query-keys/billing';

/** POST /api/payments/test-mode/complete-authentication: the tester's answer to the simulated 3-D Secure check. */
const completeTestAuthentication = (body: CompleteTestAuthenticationRequest) =>
  call(endpoints.completeTestCardAuthentication, { body });

export function useCompleteTestAuthentication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeTestAuthentication,
    // A failed check also changes the pending setup, so both outcomes refresh.
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
