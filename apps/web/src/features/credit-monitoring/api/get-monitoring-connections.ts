import type { MonitoringConnection } from '@app/contracts/credit-monitoring.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { creditMonitoringKeys } from '../../../lib/query-keys/credit-monitoring';

/** GET /api/credit-monitoring-connections: the signed-in person's connections. */
const getMonitoringConnections = () =>
  apiGetRequired<MonitoringConnection[]>('/api/credit-monitoring-connections');

const monitoringConnectionsQuery = () =>
  queryOptions({ queryKey: creditMonitoringKeys.connections(), queryFn: getMonitoringConnections });

export const useMonitoringConnections = () => useQuery(monitoringConnectionsQuery());
