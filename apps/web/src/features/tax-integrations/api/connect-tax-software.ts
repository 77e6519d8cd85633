import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { ConnectTaxSoftwareRequest } from '@app/contracts/tax-integrations.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { taxIntegrationKeys } from '../../../lib/query-keys/tax-integrations';

/** POST /api/tax-integrations {userId, taxSoftware, taxYear}; the list is refetched. */
const connectTaxSoftware = (body: ConnectTaxSoftwareRequest) => call(endpoints.connectTaxSoftware, { body });

export function useConnectTaxSoftware() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectTaxSoftware,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxIntegrationKeys.all }),
  });
}
