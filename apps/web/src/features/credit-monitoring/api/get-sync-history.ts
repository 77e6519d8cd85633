import type { SyncHistoryEntry } from '@app/contracts/credit-monitoring.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { creditMonitoringKeys } from '../../../lib/query-keys/credit-monitoring';

/** GET /api/credit-file-sync-history: the person's syncs, newest first. */
const getSyncHistory = () => apiGetRequired<SyncHistoryEntry[]>('/api/credit-file-sync-history');

const syncHistoryQuery = () =>
  queryOptions({ queryKey: creditMonitoringKeys.history(), queryFn: getSyncHistory });

export const useSyncHistory = () => useQuery(syncHistoryQuery());
