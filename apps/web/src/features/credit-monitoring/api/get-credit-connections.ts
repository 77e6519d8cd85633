import type { AdminCreditConnection } from '@app/contracts/credit-monitoring.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { creditMonitoringKeys } from '../../../lib/query-keys/credit-monitoring';

/** GET /api/admin/credit-connections: every client's connection, for Credit Profiles. */
const getCreditConnections = () => apiGetRequired<AdminCreditConnection[]>('/api/admin/credit-connections');

const creditConnectionsQuery = () =>
  queryOptions({ queryKey: creditMonitoringKeys.adminConnections(), queryFn: getCreditConnections });

export const useCreditConnections = () => useQuery(creditConnectionsQuery());
