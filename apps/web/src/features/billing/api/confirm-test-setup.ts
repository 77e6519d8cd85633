import type { ConfirmTestSetupRequest, ConfirmTestSetupResponse } from '@app/contracts/billing.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { billingKeys } from '../../../lib/query-keys/billing';

export type CardSetupResult = ConfirmTestSetupResponse;

/** POST /api/payments/test-mode/confirm-setup: the built-in processor checks a documented test card. */
const confirmTestSetup = (body: ConfirmTestSetupRequest) => call(endpoints.confirmTestCardSetup, { body });

export function useConfirmTestSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTestSetup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
