import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { supportTiming } from '@app/contracts/support.contract';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { supportKeys } from '../../../lib/query-keys/support';

/** GET /api/support/admin/metrics: polled every 30 s while the live stream is down. */
const getSupportMetrics = () => call(endpoints.getSupportMetrics);

export const useSupportMetrics = (live: boolean) =>
  useQuery({
    queryKey: supportKeys.metrics(),
    queryFn: getSupportMetrics,
    refetchInterval: live ? false : supportTiming.metricsPollMs,
  });
