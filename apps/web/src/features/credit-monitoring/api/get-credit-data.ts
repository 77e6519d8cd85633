import type { CreditData } from '@app/contracts/credit-monitoring.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { creditMonitoringKeys } from '../../../lib/query-keys/credit-monitoring';

/** GET /api/admin/credit-data/{userId}: a client's newest file (each read is audited). */
const getCreditData = (userId: number) => apiGetRequired<CreditData>(`/api/admin/credit-data/${userId}`);

const creditDataQuery = (userId: number) =>
  queryOptions({ queryKey: creditMonitoringKeys.creditData(userId), queryFn: () => getCreditData(userId) });

/** Read only while the connection is active. */
export const useCreditData = (userId: number, active: boolean) =>
  useQuery({ ...creditDataQuery(userId), enabled: active });
