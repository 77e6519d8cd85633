import type { CreditBuildingAction } from '@app/contracts/credit-building.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';

/** GET /api/credit-building-actions: recommended, in-progress and completed actions. */
const getCreditBuildingActions = () => apiGetRequired<CreditBuildingAction[]>('/api/credit-building-actions');

export const creditBuildingActionsQueryKey = ['credit-building-actions'] as const;

const creditBuildingActionsQuery = queryOptions({
  queryKey: creditBuildingActionsQueryKey,
  queryFn: getCreditBuildingActions,
});

export const useCreditBuildingActions = () => useQuery(creditBuildingActionsQuery);
