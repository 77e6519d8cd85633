import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { creditMonitoringKeys } from '../../../lib/query-keys/credit-monitoring';

/** GET /api/credit-file-sync-history: the person's syncs, newest first. */
const getSyncHistory = () => call(endpoints.listSyncHistory);

const syncHistoryQuery = () =>
  queryOptions({ queryKey: creditMonitoringKeys.history(), queryFn: getSyncHistory });

export const useSyncHistory = () => useQuery(syncHistoryQuery());
