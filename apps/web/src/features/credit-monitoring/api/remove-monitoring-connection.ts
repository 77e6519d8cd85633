import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { creditMonitoringKeys } from '../../../lib/query-keys/credit-monitoring';

/** DELETE /api/credit-monitoring-connections/{id} */
const removeMonitoringConnection = (id: number) =>
  apiRequest<void>('DELETE', `/api/credit-monitoring-connections/${id}`);

export function useRemoveMonitoringConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMonitoringConnection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditMonitoringKeys.all }),
  });
}
