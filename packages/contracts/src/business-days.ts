/**
 * Business days for the CROA cancellation period (15 U.S.C. 1679d(b)(4), 1679e(a)): the consumer may
 * cancel "before midnight of the 3rd business day after the date on which" the contract is signed.
 * CROA does not define "business day"; we follow the federal definition used for the same kind of
 * right to cancel (FTC Cooling-Off Rule, 16 CFR 429.0(e), and Regulation Z, 12 CFR 1026.2(a)(6)):
 * every calendar day except Sundays and the legal public holidays of 5 U.S.C. 6103(a). Saturdays
 * therefore count. Where a holiday falls on a weekend we treat both the date itself and the day it
 * is observed (5 U.S.C. 6103(b) and E.O. 11582: Saturday -> Friday, Sunday -> Monday) as
 * non-business days, which only ever lengthens the consumer's window.
 * Days are ISO calendar dates (YYYY-MM-DD); no time zone is involved here.
 */

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const parse = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};
const toIso = (d: Date) => d.toISOString().slice(0, 10);
const weekday = (iso: string) => parse(iso).getUTCDay();

export function addCalendarDay(iso: string, days = 1): string {
  const d = parse(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return toIso(d);
}

/** The nth (1-based) given weekday of a month; n = -1 for the last one. */
function nthWeekday(year: number, month: number, day: number, n: number): string {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return ymd(year, month, 1 + ((day - first + 7) % 7) + (n - 1) * 7);
  }
  const lastDate = new Date(Date.UTC(year, month, 0));
  const back = (lastDate.getUTCDay() - day + 7) % 7;
  return ymd(year, month, lastDate.getUTCDate() - back);
}

/** The legal public holidays of 5 U.S.C. 6103(a) in a year, as their actual dates. */
export function federalHolidays(year: number): { name: string; date: string }[] {
  return [
    { name: "New Year's Day", date: ymd(year, 1, 1) },
    { name: 'Birthday of Martin Luther King, Jr.', date: nthWeekday(year, 1, 1, 3) },
    { name: "Washington's Birthday", date: nthWeekday(year, 2, 1, 3) },
    { name: 'Memorial Day', date: nthWeekday(year, 5, 1, -1) },
    { name: 'Juneteenth National Independence Day', date: ymd(year, 6, 19) },
    { name: 'Independence Day', date: ymd(year, 7, 4) },
    { name: 'Labor Day', date: nthWeekday(year, 9, 1, 1) },
    { name: 'Columbus Day', date: nthWeekday(year, 10, 1, 2) },
    { name: 'Veterans Day', date: ymd(year, 11, 11) },
    { name: 'Thanksgiving Day', date: nthWeekday(year, 11, 4, 4) },
    { name: 'Christmas Day', date: ymd(year, 12, 25) },
  ];
}

/** The day a holiday is observed: Saturday -> Friday before, Sunday -> Monday after. */
export function observedDate(date: string): string {
  const w = weekday(date);
  if (w === 6) return addCalendarDay(date, -1);
  if (w === 0) return addCalendarDay(date, 1);
  return date;
}

const holidayCache = new Map<number, Set<string>>();
function holidayDates(year: number): Set<string> {
  let set = holidayCache.get(year);
  if (!set) {
    set = new Set();
    // The next year's New Year's Day may be observed on Dec 31 of this one.
    for (const h of [...federalHolidays(year), ...federalHolidays(year + 1)]) {
      set.add(h.date);
      set.add(observedDate(h.date));
    }
    holidayCache.set(year, set);
  }
  return set;
}

export function isBusinessDay(iso: string): boolean {
  if (weekday(iso) === 0) return false;
  return !holidayDates(Number(iso.slice(0, 4))).has(iso);
}

/** The nth day after `iso` that `counts` (the day itself never counts). */
function addCountedDays(iso: string, n: number, counts: (day: string) => boolean): string {
  let day = iso;
  for (let counted = 0; counted < n; ) {
    day = addCalendarDay(day);
    if (counts(day)) counted++;
  }
  return day;
}

/** The nth business day after `iso` (the day itself never counts). */
export const addBusinessDays = (iso: string, n: number) => addCountedDays(iso, n, isBusinessDay);

/**
 * Monday to Friday, except the federal holidays and the days they are observed: the narrowest
 * reading of "business day", so the longest window for whoever owes an act by a deadline.
 */
export function isWeekdayExceptHoliday(iso: string): boolean {
  const w = weekday(iso);
  if (w === 0 || w === 6) return false;
  return !holidayDates(Number(iso.slice(0, 4))).has(iso);
}

/**
 * The nth weekday after `iso` that is no federal holiday (the day itself never counts). For a
 * deadline someone else owes the consumer, where a missed one becomes a claim that they broke the
 * law: counted this way the claim holds under every reading of "business day", Saturdays or not.
 */
export const addWeekdaysExcludingHolidays = (iso: string, n: number) =>
  addCountedDays(iso, n, isWeekdayExceptHoliday);

/** CROA: the consumer may cancel until midnight ending this day. */
export const cancellationBusinessDays = 3;
export const lastDayToCancel = (signedOn: string) => addBusinessDays(signedOn, cancellationBusinessDays);
