import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { creditMonitoringKeys } from '../../../lib/query-keys/credit-monitoring';

/** GET /api/admin/credit-connections: every client's connection, for Credit Profiles. */
const getCreditConnections = () => call(endpoints.listCreditConnections);

const creditConnectionsQuery = () =>
  queryOptions({ queryKey: creditMonitoringKeys.adminConnections(), queryFn: getCreditConnections });

export const useCreditConnections = () => useQuery(creditConnectionsQuery());
