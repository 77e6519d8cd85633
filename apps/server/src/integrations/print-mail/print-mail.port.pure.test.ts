import { afterAll, describe, expect, it } from 'vitest';
import {
  fakeLobKey,
  fakePostGridKey,
  startFakeLob,
  startFakePostGrid,
} from './fake-print-mail-servers.fixture';
import { createLobPrintMail } from './lob.adapter';
import { createPostGridPrintMail } from './postgrid.adapter';
import {
  type PrintMailLetter,
  type PrintMailPort,
  PrintMailRefused,
  PrintMailUnavailable,
} from './print-mail.port';
import { selectPrintMail } from './select-print-mail';
import { createSimulatedPrintMail } from './simulated.adapter';

const lob = await startFakeLob();
const postgrid = await startFakePostGrid();
afterAll(async () => {
  await lob.close();
  await postgrid.close();
});

const letter = (key: string, line1 = 'P.O. Box 740256'): PrintMailLetter => ({
  idempotencyKey: key,
  description: 'Dispute letter 1',
  reference: 'dispute-1',
  to: { name: 'Equifax Information Services LLC', line1, city: 'Atlanta', state: 'GA', zip: '30374' },
  from: { name: 'Jane Consumer', line1: '12 Elm Street', city: 'Springfield', state: 'IL', zip: '62701' },
  pdf: new Uint8Array(Buffer.from('%PDF-1.4 test')),
});

const adapters: [string, () => PrintMailPort, { failNext: number; createCalls: number } | null][] = [
  ['simulated', () => createSimulatedPrintMail(), null],
  ['lob', () => createLobPrintMail({ apiKey: fakeLobKey, baseUrl: lob.baseUrl, timeoutMs: 5000 }), lob],
  [
    'postgrid',
    () => createPostGridPrintMail({ apiKey: fakePostGridKey, baseUrl: postgrid.baseUrl, timeoutMs: 5000 }),
    postgrid,
  ],
];

describe.each(adapters)('the %s print shop', (name, make, fake) => {
  const port = make();

  it('takes a letter once per idempotency key: a retry gets the same piece back', async () => {
    const first = await port.send(letter(`${name}-key-1`));
    const again = await port.send(letter(`${name}-key-1`));
    expect(first.providerId).toMatch(/\w+/);
    expect(again.providerId).toBe(first.providerId);
    const other = await port.send(letter(`${name}-key-2`));
    expect(other.providerId).not.toBe(first.providerId);
  });

  it('refuses an undeliverable address for good, in the provider’s words', async () => {
    const refused = port.send(letter(`${name}-key-3`, 'Undeliverable Road'));
    await expect(refused).rejects.toBeInstanceOf(PrintMailRefused);
    await expect(refused).rejects.toThrow(/\w{5,}/);
  });

  it.runIf(fake)('treats an outage as temporary (the letter stays queued)', async () => {
    if (!fake) return;
    fake.failNext = 1;
    await expect(port.send(letter(`${name}-key-4`))).rejects.toBeInstanceOf(PrintMailUnavailable);
    expect((await port.send(letter(`${name}-key-4`))).providerId).toMatch(/\w+/);
  });
});

describe('the Lob adapter', () => {
  it('sends the documented fields: certified with a return receipt, both addresses, the PDF', async () => {
    const port = createLobPrintMail({ apiKey: fakeLobKey, baseUrl: lob.baseUrl, timeoutMs: 5000 });
    const sent = await port.send(letter('lob-fields'));
    expect(sent.trackingNumber).toMatch(/^\d{20,22}$/);
    const form = lob.letters.get('lob-fields')?.form as FormData;
    expect(form.get('extra_service')).toBe('certified_return_receipt');
    expect(form.get('to[address_zip]')).toBe('30374');
    expect(form.get('from[name]')).toBe('Jane Consumer');
    expect(await (form.get('file') as Blob).text()).toBe('%PDF-1.4 test');
  });

  it('reports a wrong key as an outage that names the cause, never the key', async () => {
    const port = createLobPrintMail({ apiKey: 'test_wrong_key', baseUrl: lob.baseUrl, timeoutMs: 5000 });
    const err = await port.send(letter('lob-wrong-key')).catch((e: Error) => e);
    expect(err).toBeInstanceOf(PrintMailUnavailable);
    expect((err as Error).message).toMatch(/API key/);
    expect((err as Error).message).not.toContain('test_wrong_key');
  });
});

describe('the PostGrid adapter', () => {
  it('reads tracking by polling: the order, then the carrier, each status once', async () => {
    const port = createPostGridPrintMail({
      apiKey: fakePostGridKey,
      baseUrl: postgrid.baseUrl,
      timeoutMs: 5000,
    });
    const sent = await port.send(letter('pg-poll'));
    const ref = { providerId: sent.providerId, trackingNumber: null, sentAt: new Date(), ...letter('x') };
    expect(await port.poll(ref)).toEqual([]);
    postgrid.tracking.set(sent.providerId, {
      status: 'processed_for_delivery',
      updatedAt: '2026-03-02T15:00:00Z',
      carrierTracking: {
        status: 'delivered',
        updatedAt: '2026-03-05T10:41:00Z',
        location: 'ATLANTA GA 30374',
      },
    });
    const events = await port.poll(ref);
    expect(events.map((e) => e.type)).toEqual(['MAILED', 'DELIVERED']);
    expect(events[1]?.location).toBe('ATLANTA GA 30374');
    expect((await port.poll(ref)).map((e) => e.providerEventId)).toEqual(
      events.map((e) => e.providerEventId),
    );
  });
});

describe('the built-in print shop', () => {
  it('moves a piece along the postal simulator’s journey, faster with a time scale', async () => {
    const port = createSimulatedPrintMail({ timeScale: 1000 });
    const sentAt = new Date('2026-03-02T15:00:00Z');
    const sent = await port.send(letter('sim-journey'));
    const ref = { providerId: sent.providerId, trackingNumber: sent.trackingNumber, sentAt, ...letter('x') };
    expect(await port.poll(ref, sentAt)).toEqual([]);
    const later = await port.poll(ref, new Date(sentAt.getTime() + 20 * 60_000));
    expect(later[0]?.type).toBe('MAILED');
    expect(later.length).toBeGreaterThan(2);
    for (let i = 1; i < later.length; i++)
      expect(later[i]?.occurredAt.getTime()).toBeGreaterThanOrEqual(later[i - 1]?.occurredAt.getTime() ?? 0);
  });

  it('is what runs without MAIL_PROVIDER, and a provider without its key fails at start', () => {
    expect(selectPrintMail({}).provider).toBe('simulated');
    expect(() => selectPrintMail({ MAIL_PROVIDER: 'lob', LOB_API_KEY: 'k' })).toThrow(/LOB_WEBHOOK_SECRET/);
    expect(() => selectPrintMail({ MAIL_PROVIDER: 'postgrid' })).toThrow(/POSTGRID_API_KEY/);
  });
});
