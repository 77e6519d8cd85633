import type { CreditBuildingAction } from '@app/contracts/credit-building.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { creditBuildingKeys } from '../../../lib/query-keys/credit-building';

/** GET /api/credit-building-actions: recommended, in-progress and completed actions. */
const getCreditBuildingActions = () => apiGetRequired<CreditBuildingAction[]>('/api/credit-building-actions');

export const creditBuildingActionsQuery = queryOptions({
  queryKey: creditBuildingKeys.actions(),
  queryFn: getCreditBuildingActions,
});

export const useCreditBuildingActions = () => useQuery(creditBuildingActionsQuery);
