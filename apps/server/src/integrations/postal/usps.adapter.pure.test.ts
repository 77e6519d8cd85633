import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  contractNow,
  type FakeUspsServer,
  fakeClientId,
  fakeClientSecret,
  letters,
  startFakeUspsServer,
} from './fake-usps-server.fixture';
import { PostalProviderError } from './postal.port';
import { createUspsPostal } from './usps.adapter';

let fake: FakeUspsServer;
beforeAll(async () => {
  fake = await startFakeUspsServer();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.behaviour = 'answer';
  fake.zipField = 'eventZIP';
  fake.tokenLifetimeSeconds = 28_799;
  fake.tokenRequests = [];
  fake.trackingRequests = [];
});
afterEach(() => {
  vi.useRealTimers();
});

const usps = (overrides: { clientSecret?: string; timeoutMs?: number; baseUrl?: string } = {}) =>
  createUspsPostal({
    baseUrl: overrides.baseUrl ?? fake.baseUrl,
    clientId: fakeClientId,
    clientSecret: overrides.clientSecret ?? fakeClientSecret,
    timeoutMs: overrides.timeoutMs ?? 5_000,
  });

async function failure(work: Promise<unknown>): Promise<PostalProviderError> {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PostalProviderError);
  return err as PostalProviderError;
}

const delivered = letters.deliveredToEquifax;

describe('USPS adapter against a fake USPS', () => {
  it('asks for a client-credentials token once, then tracks with it as a bearer token', async () => {
    const postal = usps();
    await postal.track(delivered, contractNow);
    await postal.track(letters.onTheWayToExperian, contractNow);
    expect(fake.tokenRequests).toEqual([
      { grant_type: 'client_credentials', client_id: fakeClientId, client_secret: fakeClientSecret },
    ]);
    const [first, second] = fake.trackingRequests;
    expect(first?.path).toBe(`/tracking/v3/tracking/${delivered.trackingNumber}?expand=DETAIL`);
    expect(second?.path).toBe(
      `/tracking/v3/tracking/${letters.onTheWayToExperian.trackingNumber}?expand=DETAIL`,
    );
    expect(first?.authorization).toMatch(/^Bearer fake-usps-token-\d+$/);
    expect(second?.authorization).toBe(first?.authorization);
  });

  it('shares one token request between lookups made at the same moment', async () => {
    const postal = usps();
    await Promise.all([postal.track(delivered), postal.track(delivered), postal.track(delivered)]);
    expect(fake.tokenRequests).toHaveLength(1);
  });

  it('reads the scan time as the local time USPS writes, and either spelling of the ZIP', async () => {
    fake.zipField = 'eventZIPCode';
    const info = await usps().track(delivered);
    expect(info.events[0]).toEqual({
      event_description: 'Delivered, PO Box',
      event_code: '01',
      event_date: '2026-03-09',
      event_time: '10:41',
      event_city: 'ATLANTA',
      event_state: 'GA',
      event_zip_code: '30374',
    });
    expect(info.deliveryDate).toBe('2026-03-09');
    expect(info.description).toBe(
      'Your item has been delivered and is available at a PO Box at 10:41 am on March 9, 2026 in ATLANTA, GA 30374.',
    );
  });

  it('turns wrong client credentials (401 on the token) into a clear error and tracks nothing', async () => {
    const err = await failure(usps({ clientSecret: 'not-the-secret' }).track(delivered));
    expect(err.message).toMatch(
      /USPS refused the client credentials \(HTTP 401: Client authentication failed\)/,
    );
    expect(err.message).toMatch(/USPS_CLIENT_ID and USPS_CLIENT_SECRET/);
    expect(fake.trackingRequests).toHaveLength(0);
  });

  it('turns a 500 from tracking into PostalProviderError', async () => {
    fake.behaviour = 'tracking-500';
    const err = await failure(usps().track(delivered));
    expect(err.message).toBe('USPS tracking answered HTTP 500: Internal Server Error');
  });

  it('passes on what USPS says about a number it does not know', async () => {
    const err = await failure(usps().track({ ...delivered, trackingNumber: '9400111899562537624656' }));
    expect(err.message).toMatch(/HTTP 404: The tracking number may be incorrect/);
  });

  it.each(['tracking-hang', 'token-hang'] as const)(
    'gives up at the deadline when USPS hangs (%s)',
    async (behaviour) => {
      fake.behaviour = behaviour;
      const started = Date.now();
      const err = await failure(usps({ timeoutMs: 300 }).track(delivered));
      expect(err.message).toBe('USPS tracking did not answer within 300 ms');
      expect(Date.now() - started).toBeLessThan(2_000);
    },
  );

  it('gets a new token once and retries when USPS stops honouring the cached one', async () => {
    const postal = usps();
    await postal.track(delivered);
    fake.revokeTokens();
    const info = await postal.track(delivered);
    expect(info.isDelivered).toBe(true);
    expect(fake.tokenRequests).toHaveLength(2);
    const [first, refused, retried] = fake.trackingRequests.map((r) => r.authorization);
    expect(fake.trackingRequests).toHaveLength(3);
    expect(refused).toBe(first);
    expect(retried).not.toBe(first);
  });

  it('retries only once when even a fresh token is refused', async () => {
    fake.behaviour = 'tracking-always-401';
    const err = await failure(usps().track(delivered));
    expect(err.message).toMatch(/refused a freshly issued access token \(HTTP 401: Unauthorized\)/);
    expect(fake.tokenRequests).toHaveLength(2);
    expect(fake.trackingRequests).toHaveLength(2);
  });

  it('renews the token shortly before it expires instead of waiting for a refusal', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    fake.tokenLifetimeSeconds = 600;
    const postal = usps();
    await postal.track(delivered);
    vi.setSystemTime(Date.now() + 8 * 60_000);
    await postal.track(delivered);
    expect(fake.tokenRequests).toHaveLength(1);
    vi.setSystemTime(Date.now() + 60_000);
    await postal.track(delivered);
    expect(fake.tokenRequests).toHaveLength(2);
    expect(fake.trackingRequests.every((r) => r.authorization !== undefined)).toBe(true);
    expect(fake.trackingRequests).toHaveLength(3);
  });

  it('reports a USPS it cannot reach', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const err = await failure(
      usps({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 2_000 }).track(delivered),
    );
    expect(err.message).toBe('The USPS token endpoint could not be reached (ECONNREFUSED)');
  });
});
