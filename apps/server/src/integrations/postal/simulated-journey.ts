import { atDayMinute, dayOf, instantOfLocal, localMinutesAt, minuteOfDay, weekdayOf } from './local-clock';
import type { TrackingRequest } from './postal.port';
import { type Facility, type Place, placeOfZip, plausibleOrigin } from './postal-places';
import { type Moment, type Scan, scanAt } from './simulated-scans';

const minuteMs = 60_000;
const dayMs = 86_400_000;
/** Scans are shown between 05:00 and 21:00 local time. */
const opens = 5 * 60;
const closes = 21 * 60;

/** FNV-1a: a stable 32-bit hash, so a number always gets the same journey. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator; Math.random would give a new history on every refresh. */
function seededRandom(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The first moment at or after `desired` that comes at least `gap` minutes after `prev` both on the
 * wall clock and in real time (so the list reads in order even across time zones), inside opening hours.
 */
function momentAfter(prev: Moment, zone: string, desired: number, gap: number, random: () => number): Moment {
  let local = Math.max(desired, prev.local + gap, localMinutesAt(prev.at + gap * minuteMs, zone));
  if (minuteOfDay(local) < opens) local = atDayMinute(dayOf(local), opens + Math.floor(random() * 60));
  else if (minuteOfDay(local) > closes)
    local = atDayMinute(dayOf(local) + 1, opens + Math.floor(random() * 90));
  return { local, at: instantOfLocal(local, zone), zone };
}

/** Facilities a letter passes through, ending at the one serving the destination. */
function routeThrough(origin: Place, destination: Place, count: number): Facility[] {
  const { networkCenter, distributionCenter } = destination.area;
  const originCenter = origin.area.distributionCenter;
  const all =
    originCenter.name === distributionCenter.name
      ? [networkCenter, distributionCenter]
      : [originCenter, networkCenter, distributionCenter];
  if (count <= 0) return [];
  if (count === 1) return [distributionCenter];
  if (count === 2) return [all[0] as Facility, distributionCenter];
  return all;
}

/**
 * The whole history a certified letter will have, oldest first: label created when the number was
 * added, accepted at the origin post office the same or next day, one to three processing facilities,
 * then the destination post office, out for delivery and delivered 2 to 5 days after it was added.
 */
export function plannedJourney(request: TrackingRequest): Scan[] {
  const addedAt = request.addedAt.getTime();
  if (Number.isNaN(addedAt)) throw new TypeError('addedAt must be a valid date');
  const random = seededRandom(
    hashOf(
      `${request.trackingNumber}|${request.destinationZip}|${request.originZip ?? ''}|${request.addedAt.toISOString()}`,
    ),
  );
  const destination = placeOfZip(request.destinationZip);
  const origin = request.originZip
    ? placeOfZip(request.originZip)
    : plausibleOrigin(hashOf(`origin|${request.trackingNumber}`), destination);

  // The label carries the moment the number was added, shown within opening hours.
  const addedLocal = localMinutesAt(addedAt, origin.zone);
  const labelMinute = Math.min(closes, Math.max(opens, minuteOfDay(addedLocal)));
  const label: Moment = {
    local: atDayMinute(dayOf(addedLocal), labelMinute),
    at: addedAt,
    zone: origin.zone,
  };

  // Dropped at the counter at least two hours later, the same day or the next, during counter hours.
  const sameDay = random() < 0.6;
  const wantedAcceptance = atDayMinute(
    dayOf(label.local) + (sameDay ? 0 : 1),
    9 * 60 + Math.floor(random() * 420),
  );
  let accepted = momentAfter(label, origin.zone, wantedAcceptance, 120, random);
  if (minuteOfDay(accepted.local) > 17 * 60 || minuteOfDay(accepted.local) < 8 * 60 + 30) {
    const nextMorning = atDayMinute(
      dayOf(accepted.local) + (minuteOfDay(accepted.local) > 17 * 60 ? 1 : 0),
      8 * 60 + 30 + Math.floor(random() * 360),
    );
    accepted = momentAfter(label, origin.zone, nextMorning, 120, random);
  }

  const delivery = deliveryDayAndMinute(request.trackingNumber, addedAt, destination, random);
  const wanted = 1 + Math.floor(random() * 3);
  const deliveredKind = random() < 0.7 ? 'po-box' : 'agent';

  for (let count = wanted; ; count--) {
    const facilities = routeThrough(origin, destination, count);
    const { scans, delivered } = travel(origin, destination, accepted, delivery, facilities, random);
    // Too many facilities for the days available pushes delivery off its day; take fewer.
    const fits = dayOf(delivered.local) === delivery.day && delivered.at <= addedAt + 5 * dayMs;
    if (fits || count === 0) {
      return [
        scanAt(label, { kind: 'label', place: origin }),
        scanAt(accepted, { kind: 'accepted', place: origin }),
        ...scans,
        scanAt(delivered, { kind: 'delivered', place: destination, deliveredKind }),
      ];
    }
  }
}

/** 2 to 5 days after the number was added (from a hash of the number), never on a Sunday when avoidable. */
function deliveryDayAndMinute(
  trackingNumber: string,
  addedAt: number,
  destination: Place,
  random: () => number,
) {
  const minute = 9 * 60 + 30 + Math.floor(random() * 420);
  const atOf = (day: number) => instantOfLocal(atDayMinute(day, minute), destination.zone);
  const inWindow = (day: number) => atOf(day) >= addedAt + 2 * dayMs && atOf(day) <= addedAt + 5 * dayMs;
  let day = dayOf(localMinutesAt(addedAt, destination.zone)) + 2 + (hashOf(trackingNumber) % 4);
  while (atOf(day) < addedAt + 2 * dayMs) day++;
  while (atOf(day) > addedAt + 5 * dayMs) day--;
  // P.O. boxes are not filled on Sundays.
  if (weekdayOf(day) === 0) {
    if (inWindow(day + 1)) day++;
    else if (inWindow(day - 1)) day--;
  }
  return { day, minute };
}

/** After acceptance: facility scans spread over the days between, a daily "in transit" on idle days. */
function travel(
  origin: Place,
  destination: Place,
  accepted: Moment,
  delivery: { day: number; minute: number },
  facilities: Facility[],
  random: () => number,
): { scans: Scan[]; delivered: Moment } {
  const steps: Scan[] = [];
  let prev = accepted;
  const span = delivery.day - dayOf(accepted.local);
  facilities.forEach((facility, i) => {
    const day = dayOf(accepted.local) + Math.floor(((i + 1) * span) / (facilities.length + 1));
    const wanted = atDayMinute(day, opens + Math.floor(random() * 840));
    const arrival = momentAfter(prev, facility.zone, wanted, 150, random);
    const departure = momentAfter(
      arrival,
      facility.zone,
      arrival.local + 60 + Math.floor(random() * 150),
      45,
      random,
    );
    const role =
      i === facilities.length - 1
        ? 'destination'
        : i === 0 && facility.name === origin.area.distributionCenter.name
          ? 'origin'
          : 'en route';
    steps.push(
      scanAt(arrival, { kind: 'arrived', facility, role }),
      scanAt(departure, { kind: 'departed', facility }),
    );
    prev = departure;
  });
  const earlyMorning = atDayMinute(delivery.day, opens + Math.floor(random() * 60));
  const postOffice = momentAfter(prev, destination.zone, earlyMorning, 90, random);
  steps.push(scanAt(postOffice, { kind: 'post-office', place: destination }));
  const outForDelivery = momentAfter(
    postOffice,
    destination.zone,
    postOffice.local + 45 + Math.floor(random() * 60),
    45,
    random,
  );
  const delivered = momentAfter(
    outForDelivery,
    destination.zone,
    atDayMinute(delivery.day, delivery.minute),
    45,
    random,
  );

  const scans: Scan[] = [];
  let before = accepted;
  for (const step of steps) {
    for (let day = dayOf(before.local) + 1; day < dayOf(step.local); day++) {
      const local = atDayMinute(day, 9 * 60 + Math.floor(random() * 600));
      scans.push(
        scanAt({ local, at: instantOfLocal(local, before.zone), zone: before.zone }, { kind: 'in-transit' }),
      );
    }
    scans.push(step);
    before = step;
  }
  scans.push(scanAt(outForDelivery, { kind: 'out-for-delivery', place: destination }));
  return { scans, delivered };
}
