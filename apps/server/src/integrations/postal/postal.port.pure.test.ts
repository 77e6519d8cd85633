import { bureaus } from '@app/contracts/bureaus';
import { calendarDaysBetween } from '@app/contracts/follow-up';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  contractNow,
  type FakeUspsServer,
  fakeClientId,
  fakeClientSecret,
  letters,
  startFakeUspsServer,
} from './fake-usps-server.fixture';
import type { PostalPort, TrackingInfo } from './postal.port';
import { createSimulatedPostal } from './simulated.adapter';
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
});

const statuses = ['PRE-SHIPMENT', 'ACCEPTED', 'IN TRANSIT', 'OUT FOR DELIVERY', 'DELIVERED'];

/** What every adapter promises about any answer: the port's shape, newest scan first. */
function expectWellFormed(info: TrackingInfo) {
  expect(statuses).toContain(info.status);
  expect(info.description.length).toBeGreaterThan(0);
  for (const e of info.events) {
    expect(e.event_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(e.event_time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    expect(e.event_code).toMatch(/^[0-9A-Z]{2}$/);
    expect(e.event_description.length).toBeGreaterThan(0);
  }
  const when = info.events.map((e) => `${e.event_date} ${e.event_time}`);
  expect(when).toEqual([...when].sort().reverse());
}

describe.each([
  { name: 'simulated', source: 'simulated', make: (): PostalPort => createSimulatedPostal() },
  {
    name: 'usps (fake USPS on loopback)',
    source: 'usps',
    make: (): PostalPort =>
      createUspsPostal({
        baseUrl: fake.baseUrl,
        clientId: fakeClientId,
        clientSecret: fakeClientSecret,
        timeoutMs: 5_000,
      }),
  },
])('postal port contract: $name', ({ source, make }) => {
  it('names its source', () => {
    expect(make().source).toBe(source);
  });

  it('reports a letter delivered to the bureau, with its delivery date and history', async () => {
    const letter = letters.deliveredToEquifax;
    const info = await make().track(letter, contractNow);
    expectWellFormed(info);
    expect(info).toMatchObject({ status: 'DELIVERED', isDelivered: true });
    const [delivered, outForDelivery] = info.events;
    expect(delivered).toMatchObject({
      event_code: '01',
      event_city: 'ATLANTA',
      event_state: 'GA',
      event_zip_code: bureaus.EQUIFAX.zip,
    });
    expect(delivered?.event_description).toMatch(/^Delivered, (PO Box|To Agent)$/);
    expect(outForDelivery?.event_code).toBe('OF');
    expect(info.deliveryDate).toBe(delivered?.event_date);
    const days = calendarDaysBetween(letter.addedAt.toISOString(), info.deliveryDate as string);
    expect(days).toBeGreaterThanOrEqual(2);
    expect(days).toBeLessThanOrEqual(5);
    expect(info.events.map((e) => e.event_code)).toEqual(expect.arrayContaining(['GX', '03', '10', 'L1']));
    expect(info.events.at(-1)?.event_code).toBe('GX');
    expect(info.description).toMatch(/delivered/i);
  });

  it('reports a letter still on its way as not delivered, without a delivery date', async () => {
    const info = await make().track(letters.onTheWayToExperian, contractNow);
    expectWellFormed(info);
    expect(info.isDelivered).toBe(false);
    expect(info.deliveryDate).toBeNull();
    expect(['ACCEPTED', 'IN TRANSIT']).toContain(info.status);
    expect(info.events.map((e) => e.event_code)).toContain('03');
    expect(info.events.map((e) => e.event_code)).not.toContain('01');
  });

  it('reports a number added an hour ago as a label USPS has not received yet', async () => {
    const info = await make().track(letters.justAddedForTransUnion, contractNow);
    expectWellFormed(info);
    expect(info).toMatchObject({ status: 'PRE-SHIPMENT', isDelivered: false, deliveryDate: null });
    expect(info.events.map((e) => e.event_code)).toEqual(['GX']);
  });
});
