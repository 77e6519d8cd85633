import type { UtilizationAlert } from '@app/contracts/utilization.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { utilizationKeys } from '../../../lib/query-keys/utilization';

/** GET /api/utilization-alerts: what the server's rules raise on today's cards. */
const getUtilizationAlerts = () => apiGetRequired<UtilizationAlert[]>('/api/utilization-alerts');

export const useUtilizationAlerts = () =>
  useQuery(queryOptions({ queryKey: utilizationKeys.alerts(), queryFn: getUtilizationAlerts }));
