import type { ConfirmTestSetupRequest } from '@app/contracts/billing.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { billingKeys } from '../../../lib/query-keys/billing';

/** POST /api/organization/billing/card/test-mode/confirm: a documented test card becomes the company's card. */
const confirmOrganizationTestCard = (body: ConfirmTestSetupRequest) =>
  call(endpoints.confirmOrganizationTestCard, { body });

export function useConfirmOrganizationTestCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmOrganizationTestCard,
    onSuccess: (billing) => queryClient.setQueryData(billingKeys.organization(), billing),
  });
}
