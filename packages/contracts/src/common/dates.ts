import { z } from 'zod';

// Making an Intl formatter costs hundreds of times more than formatting with one (~400 µs against
// ~1 µs), and the dashboard's reads ask for today's date on every request: one formatter per zone,
// kept. Zones are few (the company's, the bureaus'); the bound only guards against a caller's typo list.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const maxKeptZones = 1000;

/** The calendar date (YYYY-MM-DD) of an instant in a time zone, e.g. the company's. */
export function dayIn(timeZone: string, at: Date): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    if (dayFormatters.size < maxKeptZones) dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(at);
}

/**
 * A calendar date sent either as YYYY-MM-DD or as an ISO timestamp (what a browser's
 * `toISOString()` gives). The timestamp is kept whole so the server can take its date in
 * the time zone that matters, not in UTC.
 */
export const dateOrTimestamp = (message: string) =>
  z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: message });

/** The calendar date of a `dateOrTimestamp` value in a time zone. */
export function calendarDateIn(timeZone: string, value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : dayIn(timeZone, new Date(value));
}

/** An IANA time zone the browser reports, so "today" is the person's own calendar day. */
export const ianaTimeZone = z
  .string()
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone');

/**
 * The zone as an optional field. Built here, at the top level, because a schema call written
 * inside another schema's fields is kept in the web bundle (with the schema library) even where
 * that schema is unused: the build marks only top-level and `z.` calls as removable.
 */
export const optionalTimeZone = ianaTimeZone.optional();
