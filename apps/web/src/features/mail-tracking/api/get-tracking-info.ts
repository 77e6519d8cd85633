import type { TrackingInfo } from '@app/contracts/disputes.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { adminTrackingKey } from './get-tracking-list';

/** GET /api/usps/track/{trackingNumber}: status, description and the scan history. */
const getTrackingInfo = (trackingNumber: string) =>
  apiGetRequired<TrackingInfo>(`/api/usps/track/${encodeURIComponent(trackingNumber)}`);

export const trackingInfoQuery = (trackingNumber: string) =>
  queryOptions({
    queryKey: [...adminTrackingKey, 'info', trackingNumber],
    queryFn: () => getTrackingInfo(trackingNumber),
    // Spec 001 section 9: tracking is polled every 5 minutes.
    refetchInterval: 5 * 60_000,
  });

export const useTrackingInfo = (trackingNumber: string | null) =>
  useQuery({ ...trackingInfoQuery(trackingNumber ?? ''), enabled: !!trackingNumber });
