import { longDate } from './long-date';

/**
 * The one way dates and times are written for people, on every screen: "November 22, 2026" and
 * "November 22, 2026 at 3:04 PM". A calendar date (yyyy-mm-dd: a legal deadline, a delivery day)
 * is that day everywhere; an instant (an ISO timestamp) is shown on the reader's own calendar and
 * clock. Zod-free, and formatters are made once: making one costs hundreds of times a format.
 */
const calendarDate = /^\d{4}-\d{2}-\d{2}$/;
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, options: Intl.DateTimeFormatOptions) {
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', options);
    formatters.set(key, f);
  }
  return f;
}
const zoneKey = (timeZone: string | undefined) => timeZone ?? 'reader';

/** The reader's own time zone, as their browser reports it. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "November 22, 2026": a calendar date as it is, an instant on the reader's calendar. */
export function personDate(value: string | Date, timeZone?: string): string {
  if (typeof value === 'string' && calendarDate.test(value)) return longDate(value);
  const f = formatter(`date:${zoneKey(timeZone)}`, { dateStyle: 'long', timeZone });
  return f.format(typeof value === 'string' ? new Date(value) : value);
}

/** "3:04 PM" on the reader's clock. */
export function personTime(value: string | Date, timeZone?: string): string {
  const f = formatter(`time:${zoneKey(timeZone)}`, { hour: 'numeric', minute: '2-digit', timeZone });
  return f.format(typeof value === 'string' ? new Date(value) : value);
}

/** "November 22, 2026 at 3:04 PM" on the reader's calendar and clock. */
export const personDateTime = (value: string | Date, timeZone?: string) =>
  `${personDate(typeof value === 'string' ? new Date(value) : value, timeZone)} at ${personTime(value, timeZone)}`;

/** "November 2026": a calendar month (yyyy-mm) as it is, whatever the reader's zone. */
export function monthName(month: string): string {
  return formatter('month', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );
}
