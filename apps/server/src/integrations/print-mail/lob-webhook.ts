import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MailEventType } from '@app/contracts/certified-mail.contract';
import type { PrintMailEvent } from './print-mail.port';

/** Lob's advice: refuse a signature more than five minutes from now, so a captured event cannot be replayed later. */
const lobSignatureToleranceMs = 5 * 60_000;

/** Lob-Signature-Timestamp is milliseconds since the epoch; seconds are read too, for a sender that rounds. */
const timestampMs = (raw: string) => {
  if (!/^\d{9,14}$/.test(raw)) return Number.NaN;
  const n = Number(raw);
  return raw.length <= 10 ? n * 1000 : n;
};

export function signLobWebhook(rawBody: string, secret: string, at = new Date()) {
  const timestamp = String(at.getTime());
  const signature = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return { 'lob-signature': signature, 'lob-signature-timestamp': timestamp };
}

/**
 * Lob's webhook signature: `Lob-Signature` is the hex HMAC-SHA256, keyed with the webhook's secret,
 * of the `Lob-Signature-Timestamp` header, a period and the raw body. Compared in constant time.
 */
export function verifyLobWebhook(
  rawBody: string,
  headers: { signature?: string; timestamp?: string },
  secret: string,
  now = new Date(),
): boolean {
  const { signature, timestamp } = headers;
  if (!signature || !timestamp || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const at = timestampMs(timestamp);
  if (!Number.isFinite(at) || Math.abs(now.getTime() - at) > lobSignatureToleranceMs) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  return timingSafeEqual(Buffer.from(signature, 'hex'), expected);
}

/** Lob's certified-letter event types (letter.certified.*), as the product names them. */
const lobCertifiedEvents: Record<string, MailEventType> = {
  'letter.certified.mailed': 'MAILED',
  'letter.certified.in_transit': 'IN_TRANSIT',
  'letter.certified.in_local_area': 'IN_LOCAL_AREA',
  'letter.certified.processed_for_delivery': 'PROCESSED_FOR_DELIVERY',
  'letter.certified.re-routed': 'RE_ROUTED',
  'letter.certified.returned_to_sender': 'RETURNED_TO_SENDER',
  'letter.certified.delivered': 'DELIVERED',
  'letter.certified.pickup_available': 'PICKUP_AVAILABLE',
  'letter.certified.issue': 'ISSUE',
};

interface LobEventBody {
  id?: unknown;
  date_created?: unknown;
  event_type?: { id?: unknown } | unknown;
  body?: {
    id?: unknown;
    tracking_number?: unknown;
    tracking_events?: { location?: unknown; time?: unknown }[];
  };
}

/**
 * The event a verified Lob webhook carries, or null for one the product does not follow (a
 * letter.created, a postcard's). Throws on a body that is not a Lob event at all.
 */
export function lobEventOf(rawBody: string): PrintMailEvent | null {
  const event = JSON.parse(rawBody) as LobEventBody;
  const typeId =
    typeof event.event_type === 'object' && event.event_type
      ? (event.event_type as { id?: unknown }).id
      : event.event_type;
  if (typeof event.id !== 'string' || typeof typeId !== 'string') throw new Error('not a Lob event');
  const type = lobCertifiedEvents[typeId];
  const letterId = event.body?.id;
  if (!type || typeof letterId !== 'string') return null;
  const newest = event.body?.tracking_events?.at(-1);
  const time = typeof newest?.time === 'string' ? newest.time : event.date_created;
  const occurredAt = new Date(typeof time === 'string' ? time : Number.NaN);
  if (Number.isNaN(occurredAt.getTime())) throw new Error('a Lob event without its date');
  return {
    providerEventId: event.id,
    providerId: letterId,
    type,
    occurredAt,
    location: typeof newest?.location === 'string' ? newest.location : null,
    trackingNumber: typeof event.body?.tracking_number === 'string' ? event.body.tracking_number : null,
  };
}
