import type { CreditBuildingStatus } from '@app/contracts/credit-building.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { creditBuildingKeys } from '../../../lib/query-keys/credit-building';

/** PATCH /api/credit-building-actions/{id} {status}: Start Action, then Mark Complete. */
const updateCreditBuildingAction = ({ id, status }: { id: number; status: CreditBuildingStatus }) =>
  call(endpoints.updateCreditBuildingAction, { params: { id }, body: { status } });

export function useUpdateCreditBuildingAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCreditBuildingAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditBuildingKeys.all }),
  });
}
