import { bureaus } from '@app/contracts/bureaus';
import { impbCheckDigit } from '@app/contracts/usps-tracking';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TrackingInfo, TrackingRequest } from './postal.port';
import { createSimulatedPostal } from './simulated.adapter';

const postal = createSimulatedPostal();
const hour = 3_600_000;
const day = 24 * hour;
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

const letter = (overrides: Partial<TrackingRequest> = {}): TrackingRequest => ({
  trackingNumber: '9407111899223197428490',
  addedAt: new Date('2026-03-05T15:20:00Z'),
  destinationZip: bureaus.EQUIFAX.zip,
  originZip: '11201',
  ...overrides,
});

const codes = (info: TrackingInfo) => info.events.map((e) => e.event_code);
const stages = ['PRE-SHIPMENT', 'ACCEPTED', 'IN TRANSIT', 'OUT FOR DELIVERY', 'DELIVERED'];

const anyLetter = fc.record({
  trackingNumber: fc.stringMatching(/^9[0-9]{20}$/).map((body) => `${body}${impbCheckDigit(body)}`),
  // Two years of minutes, both daylight-saving changes included.
  addedAt: fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 0, 1) }).map((t) => new Date(t)),
  destinationZip: fc.oneof(
    fc.constantFrom(bureaus.EQUIFAX.zip, bureaus.EXPERIAN.zip, bureaus.TRANSUNION.zip),
    fc.stringMatching(/^[0-9]{5}$/),
  ),
  originZip: fc.option(fc.stringMatching(/^[0-9]{5}$/), { nil: undefined }),
});

describe('simulated postal service', () => {
  it('tells the same history for the same letter, every time and in every process', async () => {
    const now = later(letter().addedAt, 3 * day);
    const first = await postal.track(letter(), now);
    const again = await createSimulatedPostal().track(letter(), now);
    expect(again).toEqual(first);
    const other = await postal.track(letter({ trackingNumber: '9407111899223197428506' }), now);
    expect(other.events).not.toEqual(first.events);
  });

  it.each([
    ['EQUIFAX', 'ATLANTA', 'GA'],
    ['EXPERIAN', 'ALLEN', 'TX'],
    ['TRANSUNION', 'CHESTER', 'PA'],
  ] as const)(
    'delivers to %s in %s %s between 2 and 5 days after the number was added',
    async (bureau, city, state) => {
      const request = letter({ destinationZip: bureaus[bureau].zip, originZip: undefined });
      const notYet = await postal.track(request, later(request.addedAt, 2 * day - 60_000));
      expect(notYet.isDelivered).toBe(false);
      expect(notYet.deliveryDate).toBeNull();

      const info = await postal.track(request, later(request.addedAt, 5 * day));
      expect(info).toMatchObject({ status: 'DELIVERED', isDelivered: true });
      expect(info.events[0]).toMatchObject({
        event_code: '01',
        event_city: city,
        event_state: state,
        event_zip_code: bureaus[bureau].zip,
      });
      expect(info.deliveryDate).toBe(info.events[0]?.event_date);
      expect(info.description).toContain(`${city}, ${state} ${bureaus[bureau].zip}`);
    },
  );

  it('shows only the label an hour after the number was added', async () => {
    const info = await postal.track(letter(), later(letter().addedAt, hour));
    expect(info).toMatchObject({ status: 'PRE-SHIPMENT', isDelivered: false, deliveryDate: null });
    expect(info.events).toEqual([
      {
        event_description: 'Shipping Label Created, USPS Awaiting Item',
        event_code: 'GX',
        event_date: '2026-03-05',
        event_time: '10:20',
        event_city: 'BROOKLYN',
        event_state: 'NY',
        event_zip_code: '11201',
      },
    ]);
    expect(info.description).toMatch(
      /^A shipping label has been prepared for your item at 10:20 am on March 5, 2026/,
    );
  });

  it('knows nothing of a number before it was added', async () => {
    const info = await postal.track(letter(), later(letter().addedAt, -hour));
    expect(info).toMatchObject({
      status: 'PRE-SHIPMENT',
      isDelivered: false,
      deliveryDate: null,
      events: [],
    });
  });

  it('reveals the history scan by scan as time passes, each stage after the one before', async () => {
    let previous: TrackingInfo | undefined;
    for (let t = 0; t <= 6 * day; t += hour) {
      const info = await postal.track(letter(), later(letter().addedAt, t));
      if (previous) {
        expect(info.events.slice(info.events.length - previous.events.length)).toEqual(previous.events);
        expect(stages.indexOf(info.status)).toBeGreaterThanOrEqual(stages.indexOf(previous.status));
      }
      previous = info;
    }
    expect(previous?.status).toBe('DELIVERED');
  });

  it('builds a believable journey for any number, date and ZIP', async () => {
    await fc.assert(
      fc.asyncProperty(anyLetter, async (request) => {
        const info = await postal.track(request, later(request.addedAt, 6 * day));
        expect(info.isDelivered).toBe(true);
        expect((await postal.track(request, later(request.addedAt, 5 * day))).isDelivered).toBe(true);
        expect((await postal.track(request, later(request.addedAt, 2 * day - 60_000))).isDelivered).toBe(
          false,
        );
        expect(codes(await postal.track(request, later(request.addedAt, hour)))).toEqual(['GX']);

        const when = info.events.map((e) => `${e.event_date} ${e.event_time}`);
        expect(new Set(when).size).toBe(when.length);
        expect(when).toEqual([...when].sort().reverse());
        for (const e of info.events) expect(e.event_time >= '05:00' && e.event_time <= '21:00').toBe(true);

        const oldestFirst = codes(info).reverse();
        expect(oldestFirst.slice(0, 2)).toEqual(['GX', '03']);
        expect(oldestFirst.slice(-3)).toEqual(['07', 'OF', '01']);
        const facilities = new Set(info.events.filter((e) => e.event_code === '10').map((e) => e.event_city));
        expect(facilities.size).toBeGreaterThanOrEqual(1);
        expect(facilities.size).toBeLessThanOrEqual(3);
        for (const name of facilities) expect(name).toMatch(/ DISTRIBUTION CENTER$/);
        expect(codes(info).filter((c) => c === '10').length).toBe(
          codes(info).filter((c) => c === 'L1').length,
        );

        const [label, accepted] = info.events.slice(-2).reverse();
        const acceptedDaysLater =
          (Date.parse(accepted?.event_date ?? '') - Date.parse(label?.event_date ?? '')) / day;
        expect([0, 1]).toContain(acceptedDaysLater);
        const acceptedAt = accepted?.event_time ?? '';
        expect(acceptedAt >= '08:30' && acceptedAt <= '17:00').toBe(true);
        expect(info.events[0]?.event_zip_code).toBe(request.destinationZip);
        expect(info.events[0]?.event_city).not.toBe('');
      }),
      { numRuns: 300 },
    );
  });
});
