import { z } from 'zod';
import { PostalProviderError, type TrackingEvent, type TrackingInfo } from './postal.port';

const text = z.string().nullish();
const zip = z.union([z.string(), z.number().transform(String)]).nullish();

/**
 * One scan as the Tracking API v3 sends it. Its eventTimestamp carries the facility's local clock
 * ("2023-08-02T07:31:00Z" for 7:31 am in Richmond VA, despite the Z), so the date and time are read
 * as written, never converted. The ZIP is `eventZIP`, spelled `eventZIPCode` in some revisions.
 */
const uspsEvent = z.object({
  eventType: text,
  eventTimestamp: z.string().regex(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/),
  eventCode: text,
  eventCity: text,
  eventState: text,
  eventZIP: zip,
  eventZIPCode: zip,
});

const uspsTracking = z.object({
  status: text,
  statusCategory: text,
  statusSummary: text,
  trackingEvents: z.array(uspsEvent).nullish(),
});

const deliveredCode = '01';

/** The newest scan's code tells the stage when USPS leaves statusCategory out. */
function statusOfCode(code: string): string {
  if (code === 'GX' || code === 'MA') return 'PRE-SHIPMENT';
  if (code === '03' || code === 'OA') return 'ACCEPTED';
  if (code === 'OF') return 'OUT FOR DELIVERY';
  if (code === deliveredCode) return 'DELIVERED';
  return 'IN TRANSIT';
}

/** USPS categories ("Pre-Shipment", "Accepted", "In Transit", "Delivered", "Alert" ...) in the port's words. */
function statusOf(category: string | null | undefined, newest: TrackingEvent | undefined): string {
  const normalized = category
    ?.trim()
    .toUpperCase()
    .replace(/[\s_]+/g, ' ');
  if (!normalized) return newest ? statusOfCode(newest.event_code) : 'PRE-SHIPMENT';
  if (normalized === 'PRE SHIPMENT' || normalized === 'PRESHIPMENT') return 'PRE-SHIPMENT';
  if (normalized === 'ACCEPTANCE') return 'ACCEPTED';
  return normalized;
}

export function trackingInfoFromUsps(body: unknown): TrackingInfo {
  const parsed = uspsTracking.safeParse(body);
  if (!parsed.success) {
    throw new PostalProviderError(
      `USPS tracking answered in an unexpected shape (${parsed.error.issues[0]?.path.join('.') || 'body'})`,
      parsed.error,
    );
  }
  const reply = parsed.data;
  const events: TrackingEvent[] = (reply.trackingEvents ?? [])
    .map((e) => ({
      event_description: e.eventType ?? '',
      event_code: e.eventCode ?? '',
      event_date: e.eventTimestamp.slice(0, 10),
      event_time: e.eventTimestamp.slice(11, 16),
      event_city: e.eventCity ?? '',
      event_state: e.eventState ?? '',
      event_zip_code: e.eventZIP ?? e.eventZIPCode ?? '',
    }))
    // Newest first; a stable sort keeps USPS's own order for scans of the same minute.
    .sort((a, b) => `${b.event_date} ${b.event_time}`.localeCompare(`${a.event_date} ${a.event_time}`));

  const newest = events[0];
  const status = statusOf(reply.statusCategory, newest);
  const isDelivered = status === 'DELIVERED' || newest?.event_code === deliveredCode;
  const deliveryScan =
    events.find((e) => e.event_code === deliveredCode || /^delivered\b/i.test(e.event_description)) ?? newest;
  return {
    status: isDelivered ? 'DELIVERED' : status,
    description: reply.statusSummary ?? reply.status ?? newest?.event_description ?? '',
    deliveryDate: isDelivered ? (deliveryScan?.event_date ?? null) : null,
    isDelivered,
    events,
  };
}
