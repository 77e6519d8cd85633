import type { completeTestAuthenticationRequest } from '@app/contracts/billing.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { CardSetupResult } from './confirm-test-setup';
import { billingKey } from './get-billing-overview';

type CompleteTestAuthenticationRequest = (typeof completeTestAuthenticationRequest)['_zod']['input'];

/** POST /api/payments/test-mode/complete-authentication: the tester's answer to the simulated 3-D Secure check. */
const completeTestAuthentication = (body: CompleteTestAuthenticationRequest) =>
  apiRequest<CardSetupResult>('POST', '/api/payments/test-mode/complete-authentication', body);

export function useCompleteTestAuthentication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeTestAuthentication,
    // A failed check also changes the pending setup, so both outcomes refresh.
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKey }),
  });
}
