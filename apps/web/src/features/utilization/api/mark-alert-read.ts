import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { utilizationKeys } from '../../../lib/query-keys/utilization';

/** PATCH /api/utilization-alerts/{id}/read. */
const markAlertRead = (id: number) => call(endpoints.markUtilizationAlertRead, { params: { id } });

export function useMarkAlertRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAlertRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: utilizationKeys.alerts() }),
  });
}
