import type { ConnectTaxSoftwareRequest, TaxIntegration } from '@app/contracts/tax-integrations.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { taxIntegrationKeys } from '../../../lib/query-keys/tax-integrations';

/** POST /api/tax-integrations {userId, taxSoftware, taxYear}; the list is refetched. */
const connectTaxSoftware = (body: ConnectTaxSoftwareRequest) =>
  apiRequest<TaxIntegration>('POST', '/api/tax-integrations', body);

export function useConnectTaxSoftware() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectTaxSoftware,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxIntegrationKeys.all }),
  });
}
