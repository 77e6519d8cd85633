import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { disputeKeys } from '../../../lib/query-keys/disputes';

/** GET /api/usps/track/{trackingNumber}: status, description and the scan history. */
const getTrackingInfo = (trackingNumber: string) => call(endpoints.trackMail, { params: { trackingNumber } });

const trackingInfoQuery = (trackingNumber: string) =>
  queryOptions({
    queryKey: disputeKeys.trackingInfo(trackingNumber),
    queryFn: () => getTrackingInfo(trackingNumber),
    // Tracking is polled every 5 minutes.
    refetchInterval: 5 * 60_000,
  });

/** With `ask` false it only shows what Refresh (update-from-tracking) stored for the number. */
export const useTrackingInfo = (trackingNumber: string | null, ask: boolean) =>
  useQuery({ ...trackingInfoQuery(trackingNumber ?? ''), enabled: ask && !!trackingNumber });
