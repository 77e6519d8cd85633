import { describe, expect, it } from 'vitest';
import { lobEventOf, signLobWebhook, verifyLobWebhook } from './lob-webhook';

const secret = 'whsec_lob_test_secret';
const now = new Date('2026-03-05T12:00:00Z');
const body = JSON.stringify({
  id: 'evt_0001',
  event_type: { id: 'letter.certified.delivered' },
  date_created: '2026-03-05T11:59:00Z',
  body: {
    id: 'ltr_0001',
    tracking_number: '9207190100000000000017',
    tracking_events: [{ name: 'Delivered', location: 'ATLANTA GA 30374', time: '2026-03-05T10:41:00Z' }],
  },
});
const headersOf = (h: Record<string, string>) => ({
  signature: h['lob-signature'],
  timestamp: h['lob-signature-timestamp'],
});

describe('Lob webhook signatures', () => {
  it('accepts Lob’s HMAC-SHA256 over the timestamp, a period and the raw body', () => {
    expect(verifyLobWebhook(body, headersOf(signLobWebhook(body, secret, now)), secret, now)).toBe(true);
  });

  it('refuses a wrong secret, a changed body, a missing header and a timestamp over five minutes off', () => {
    const signed = headersOf(signLobWebhook(body, secret, now));
    expect(verifyLobWebhook(body, headersOf(signLobWebhook(body, 'other', now)), secret, now)).toBe(false);
    expect(verifyLobWebhook(`${body} `, signed, secret, now)).toBe(false);
    expect(verifyLobWebhook(body, { timestamp: signed.timestamp }, secret, now)).toBe(false);
    const stale = headersOf(signLobWebhook(body, secret, new Date(now.getTime() - 5 * 60_000 - 1)));
    expect(verifyLobWebhook(body, stale, secret, now)).toBe(false);
    const fresh = headersOf(signLobWebhook(body, secret, new Date(now.getTime() - 4 * 60_000)));
    expect(verifyLobWebhook(body, fresh, secret, now)).toBe(true);
  });

  it('reads a certified event; other events are not followed', () => {
    expect(lobEventOf(body)).toMatchObject({
      providerEventId: 'evt_0001',
      providerId: 'ltr_0001',
      type: 'DELIVERED',
      location: 'ATLANTA GA 30374',
    });
    expect(
      lobEventOf(
        JSON.stringify({ id: 'evt_2', event_type: { id: 'letter.created' }, body: { id: 'ltr_1' } }),
      ),
    ).toBeNull();
    expect(() => lobEventOf('{"hello":1}')).toThrow();
  });
});
