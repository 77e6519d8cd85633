import type { confirmTestSetupRequest, confirmTestSetupResponse } from '@app/contracts/billing.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { billingKey } from './get-billing-overview';

type ConfirmTestSetupRequest = (typeof confirmTestSetupRequest)['_zod']['input'];
export type CardSetupResult = (typeof confirmTestSetupResponse)['_zod']['output'];

/** POST /api/payments/test-mode/confirm-setup: the built-in processor checks a documented test card. */
const confirmTestSetup = (body: ConfirmTestSetupRequest) =>
  apiRequest<CardSetupResult>('POST', '/api/payments/test-mode/confirm-setup', body);

export function useConfirmTestSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTestSetup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKey }),
  });
}
