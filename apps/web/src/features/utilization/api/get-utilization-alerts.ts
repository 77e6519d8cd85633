import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { utilizationKeys } from '../../../lib/query-keys/utilization';

/** GET /api/utilization-alerts: what the server's rules raise on today's cards. */
const getUtilizationAlerts = () => call(endpoints.getUtilizationAlerts);

export const useUtilizationAlerts = () =>
  useQuery(queryOptions({ queryKey: utilizationKeys.alerts(), queryFn: getUtilizationAlerts }));
