import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  federalHolidays,
  isBusinessDay,
  lastDayToCancel,
  observedDate,
} from './business-days';

describe('CROA business days', () => {
  it('counts Saturdays but not Sundays', () => {
    // Wed 2026-03-04 -> Thu 5, Fri 6, Sat 7.
    expect(lastDayToCancel('2026-03-04')).toBe('2026-03-07');
    // Fri 2026-03-06 -> Sat 7, (Sun 8 skipped) Mon 9, Tue 10.
    expect(lastDayToCancel('2026-03-06')).toBe('2026-03-10');
    expect(isBusinessDay('2026-03-07')).toBe(true);
    expect(isBusinessDay('2026-03-08')).toBe(false);
  });

  it('skips Thanksgiving', () => {
    expect(federalHolidays(2026).find((h) => h.name === 'Thanksgiving Day')?.date).toBe('2026-11-26');
    // Tue Nov 24 -> Wed 25, (Thu 26 holiday) Fri 27, Sat 28.
    expect(lastDayToCancel('2026-11-24')).toBe('2026-11-28');
  });

  it('skips July 4 on a Saturday and the Friday it is observed', () => {
    expect(observedDate('2026-07-04')).toBe('2026-07-03');
    expect(isBusinessDay('2026-07-03')).toBe(false);
    expect(isBusinessDay('2026-07-04')).toBe(false);
    // Wed Jul 1 -> Thu 2, (Fri 3 observed, Sat 4 holiday, Sun 5) Mon 6, Tue 7.
    expect(lastDayToCancel('2026-07-01')).toBe('2026-07-07');
  });

  it("observes New Year's Day on a Sunday the Monday after, across the year end", () => {
    // Jan 1 2023 was a Sunday, observed Monday Jan 2.
    expect(observedDate('2023-01-01')).toBe('2023-01-02');
    // Fri Dec 30 2022 -> Sat 31, (Sun 1, Mon 2 observed) Tue 3, Wed 4.
    expect(lastDayToCancel('2022-12-30')).toBe('2023-01-04');
  });

  it("keeps Dec 31 free when New Year's Day falls on a Saturday", () => {
    // Jan 1 2022 was a Saturday, observed Friday Dec 31 2021.
    expect(isBusinessDay('2021-12-31')).toBe(false);
    expect(addBusinessDays('2021-12-30', 1)).toBe('2022-01-03');
  });

  it('finds the Monday holidays', () => {
    const h = Object.fromEntries(federalHolidays(2026).map((x) => [x.name, x.date]));
    expect(h['Memorial Day']).toBe('2026-05-25');
    expect(h['Labor Day']).toBe('2026-09-07');
    expect(h['Birthday of Martin Luther King, Jr.']).toBe('2026-01-19');
  });
});
