import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { AdminPlan, PlanChargingInput } from '@app/contracts/plans.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { planKeys } from '../../../lib/query-keys/plans';

/** PUT /api/admin/plans/{id}/charging: monthly, or per deletion at the organization's price. */
const updatePlanCharging = ({ id, body }: { id: number; body: PlanChargingInput }) =>
  call(endpoints.updatePlanCharging, { params: { id }, body });

export function useUpdatePlanCharging() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlanCharging,
    onSuccess: (saved: AdminPlan) => {
      queryClient.setQueryData<AdminPlan[]>(planKeys.admin, (plans) =>
        plans?.map((p) => (p.id === saved.id ? saved : p)),
      );
      // The price list clients see changes with it.
      return queryClient.invalidateQueries({ queryKey: planKeys.all });
    },
  });
}
