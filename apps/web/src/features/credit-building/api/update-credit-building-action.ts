import type { CreditBuildingAction, CreditBuildingStatus } from '@app/contracts/credit-building.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { creditBuildingKeys } from '../../../lib/query-keys/credit-building';

/** PATCH /api/credit-building-actions/{id} {status}: Start Action, then Mark Complete. */
const updateCreditBuildingAction = ({ id, status }: { id: number; status: CreditBuildingStatus }) =>
  apiRequest<CreditBuildingAction>('PATCH', `/api/credit-building-actions/${id}`, { status });

export function useUpdateCreditBuildingAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCreditBuildingAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditBuildingKeys.all }),
  });
}
