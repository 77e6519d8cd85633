import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { creditMonitoringKeys } from '../../../lib/query-keys/credit-monitoring';

/** DELETE /api/credit-monitoring-connections/{id} */
const removeMonitoringConnection = (id: number) =>
  call(endpoints.removeMonitoringConnection, { params: { id } });

export function useRemoveMonitoringConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMonitoringConnection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditMonitoringKeys.all }),
  });
}
