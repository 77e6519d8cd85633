import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { creditMonitoringKeys } from '../../../lib/query-keys/credit-monitoring';

/** GET /api/credit-monitoring-connections: the signed-in person's connections. */
const getMonitoringConnections = () => call(endpoints.listMonitoringConnections);

const monitoringConnectionsQuery = () =>
  queryOptions({ queryKey: creditMonitoringKeys.connections(), queryFn: getMonitoringConnections });

export const useMonitoringConnections = () => useQuery(monitoringConnectionsQuery());
