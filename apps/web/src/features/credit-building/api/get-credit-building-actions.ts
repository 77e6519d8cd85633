import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { creditBuildingKeys } from '../../../lib/query-keys/credit-building';

/** GET /api/credit-building-actions: recommended, in-progress and completed actions. */
const getCreditBuildingActions = () => call(endpoints.listCreditBuildingActions);

export const creditBuildingActionsQuery = queryOptions({
  queryKey: creditBuildingKeys.actions(),
  queryFn: getCreditBuildingActions,
});

export const useCreditBuildingActions = () => useQuery(creditBuildingActionsQuery);
