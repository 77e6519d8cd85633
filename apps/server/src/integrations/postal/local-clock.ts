/**
 * Wall-clock time in a US time zone, as "local minutes": minutes since 1970-01-01 00:00 on the
 * zone's own clock. Postal scans show local time, so the simulator plans on this clock and converts
 * to real instants (daylight saving included, through Intl) only to decide what has happened yet.
 */
const minuteMs = 60_000;
const minutesPerDay = 1440;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

// Intl is slow (tens of microseconds a call) and US offsets only change on the hour, so offsets are
// remembered per zone and UTC hour; the bound keeps a long-running server's memory flat.
const offsets = new Map<string, number>();
const hourMs = 3_600_000;

/** Minutes the zone's clock is ahead of UTC at an instant (negative across the US). */
function zoneOffsetMinutes(zone: string, atMs: number): number {
  const key = `${zone}|${Math.floor(atMs / hourMs)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    if (offsets.size >= 20_000) offsets.clear();
    offset = intlOffsetMinutes(zone, Math.floor(atMs / hourMs) * hourMs);
    offsets.set(key, offset);
  }
  return offset;
}

function intlOffsetMinutes(zone: string, atMs: number): number {
  const part = (parts: Intl.DateTimeFormatPart[], type: string) =>
    Number(parts.find((p) => p.type === type)?.value);
  const parts = formatterFor(zone).formatToParts(new Date(atMs));
  const wall = Date.UTC(
    part(parts, 'year'),
    part(parts, 'month') - 1,
    part(parts, 'day'),
    part(parts, 'hour'),
    part(parts, 'minute'),
  );
  return Math.round((wall - Math.floor(atMs / minuteMs) * minuteMs) / minuteMs);
}

export const localMinutesAt = (atMs: number, zone: string) =>
  Math.floor(atMs / minuteMs) + zoneOffsetMinutes(zone, atMs);

/** The instant a local clock reading happens; scans are planned between 05:00 and 21:00, far from DST's 2 a.m. switch. */
export function instantOfLocal(local: number, zone: string): number {
  let at = local * minuteMs;
  for (let i = 0; i < 2; i++) at = (local - zoneOffsetMinutes(zone, at)) * minuteMs;
  return at;
}

export const dayOf = (local: number) => Math.floor(local / minutesPerDay);
export const minuteOfDay = (local: number) => local - dayOf(local) * minutesPerDay;
export const atDayMinute = (day: number, minute: number) => day * minutesPerDay + minute;

/** 0 is Sunday. */
export const weekdayOf = (day: number) => new Date(day * 86_400_000).getUTCDay();

/** yyyy-mm-dd */
export const isoDateOf = (local: number) => new Date(dayOf(local) * 86_400_000).toISOString().slice(0, 10);

/** HH:MM, 24 h */
export const clockOf = (local: number) => {
  const m = minuteOfDay(local);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** "10:12 am", the way USPS status summaries write a time. */
export const spokenClockOf = (local: number) => {
  const m = minuteOfDay(local);
  const h = Math.floor(m / 60);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m % 60).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
};

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "March 3, 2026" */
export const spokenDateOf = (local: number) => {
  const d = new Date(dayOf(local) * 86_400_000);
  return `${months[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
};
