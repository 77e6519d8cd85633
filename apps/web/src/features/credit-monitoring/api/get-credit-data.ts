import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { creditMonitoringKeys } from '../../../lib/query-keys/credit-monitoring';

/** GET /api/admin/credit-data/{userId}: a client's newest file (each read is audited). */
const getCreditData = (userId: number) => call(endpoints.getClientCreditData, { params: { userId } });

const creditDataQuery = (userId: number) =>
  queryOptions({ queryKey: creditMonitoringKeys.creditData(userId), queryFn: () => getCreditData(userId) });

/** Read only while the connection is active. */
export const useCreditData = (userId: number, active: boolean) =>
  useQuery({ ...creditDataQuery(userId), enabled: active });
