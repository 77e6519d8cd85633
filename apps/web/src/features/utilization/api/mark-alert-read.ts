import type { UtilizationAlert } from '@app/contracts/utilization.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { utilizationKeys } from '../../../lib/query-keys/utilization';

/** PATCH /api/utilization-alerts/{id}/read. */
const markAlertRead = (id: number) =>
  apiRequest<UtilizationAlert>('PATCH', `/api/utilization-alerts/${id}/read`);

export function useMarkAlertRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAlertRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: utilizationKeys.alerts() }),
  });
}
