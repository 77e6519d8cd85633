import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { taxIntegrationKeys } from '../../../lib/query-keys/tax-integrations';

/** GET /api/tax-integrations/{userId}: newest tax year first. */
const getTaxIntegrations = (userId: number) => call(endpoints.getUserTaxIntegrations, { params: { userId } });

export const useTaxIntegrations = (userId: number) =>
  useQuery(
    queryOptions({ queryKey: taxIntegrationKeys.list(userId), queryFn: () => getTaxIntegrations(userId) }),
  );
