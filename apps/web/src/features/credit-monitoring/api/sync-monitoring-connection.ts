import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { creditMonitoringKeys } from '../../../lib/query-keys/credit-monitoring';
import { invalidateCreditFile } from './invalidate-credit-file';

/** POST /api/sync-credit-monitoring/{id}: pulls the file now and imports what changed. */
const syncMonitoringConnection = (id: number) => call(endpoints.syncMonitoringConnection, { params: { id } });

export function useSyncMonitoringConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncMonitoringConnection,
    onSuccess: () => invalidateCreditFile(queryClient),
    // A failed sync is recorded in the history too.
    onError: () => queryClient.invalidateQueries({ queryKey: creditMonitoringKeys.history() }),
  });
}
