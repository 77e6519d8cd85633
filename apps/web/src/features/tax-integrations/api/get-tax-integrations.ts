import type { TaxIntegration } from '@app/contracts/tax-integrations.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { taxIntegrationKeys } from '../../../lib/query-keys/tax-integrations';

/** GET /api/tax-integrations/{userId}: newest tax year first. */
const getTaxIntegrations = (userId: number) =>
  apiGetRequired<TaxIntegration[]>(`/api/tax-integrations/${userId}`);

export const useTaxIntegrations = (userId: number) =>
  useQuery(
    queryOptions({ queryKey: taxIntegrationKeys.list(userId), queryFn: () => getTaxIntegrations(userId) }),
  );
