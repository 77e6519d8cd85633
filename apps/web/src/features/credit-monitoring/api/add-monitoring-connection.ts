import type { CreateMonitoringConnectionRequest } from '@app/contracts/credit-monitoring.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { creditMonitoringKeys } from '../../../lib/query-keys/credit-monitoring';

/** POST /api/credit-monitoring-connections: the password goes once, over TLS, and is sealed on the server. */
const addMonitoringConnection = (body: CreateMonitoringConnectionRequest) =>
  call(endpoints.addMonitoringConnection, { body });

export function useAddMonitoringConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMonitoringConnection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditMonitoringKeys.all }),
  });
}
