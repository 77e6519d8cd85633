import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Stripe's webhook signature scheme: header `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">`,
 * within a tolerance so an old capture cannot be replayed later. Written out (not the SDK's
 * constructEvent) so the built-in processor and tests sign the same way without Stripe.
 */
export function signWebhookPayload(payload: string, secret: string, at = new Date()) {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

export function verifyWebhookSignature(
  payload: string,
  header: string | undefined,
  secret: string,
  now = new Date(),
  toleranceSeconds = 300,
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((p) => p.split('=') as [string, string | undefined]);
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isFinite(t) || Math.abs(now.getTime() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${payload}`).digest();
  return parts.some(([k, v]) => {
    if (k !== 'v1' || !v || !/^[0-9a-f]{64}$/.test(v)) return false;
    return timingSafeEqual(Buffer.from(v, 'hex'), expected);
  });
}
