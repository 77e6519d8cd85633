import type {
  CreateMonitoringConnectionRequest,
  MonitoringConnection,
} from '@app/contracts/credit-monitoring.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { creditMonitoringKeys } from '../../../lib/query-keys/credit-monitoring';

/** POST /api/credit-monitoring-connections: the password goes once, over TLS, and is sealed on the server. */
const addMonitoringConnection = (body: CreateMonitoringConnectionRequest) =>
  apiRequest<MonitoringConnection>('POST', '/api/credit-monitoring-connections', body);

export function useAddMonitoringConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMonitoringConnection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditMonitoringKeys.all }),
  });
}
