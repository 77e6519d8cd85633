import type { ConfirmTestSetupRequest, ConfirmTestSetupResponse } from '@app/contracts/billing.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { billingKeys } from '../../../lib/query-keys/billing';

export type CardSetupResult = ConfirmTestSetupResponse;

/** POST /api/payments/test-mode/confirm-setup: the built-in processor checks a documented test card. */
const confirmTestSetup = (body: ConfirmTestSetupRequest) =>
  apiRequest<CardSetupResult>('POST', '/api/payments/test-mode/confirm-setup', body);

export function useConfirmTestSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTestSetup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
