import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  addWeekdaysExcludingHolidays,
  federalHolidays,
  isBusinessDay,
  isWeekdayExceptHoliday,
  lastDayToCancel,
  observedDate,
} from './business-days';
import { reinsertionNoticeDueOn } from './reinsertion-watch.contract';

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

describe('weekdays without federal holidays (a deadline owed to the consumer, counted in its debtor’s favour)', () => {
  it('skips the weekend, Saturdays included', () => {
    expect(isWeekdayExceptHoliday('2026-03-07')).toBe(false);
    expect(isWeekdayExceptHoliday('2026-03-08')).toBe(false);
    expect(isWeekdayExceptHoliday('2026-03-09')).toBe(true);
    // Thu 2026-03-05 -> Fri 6, (Sat 7, Sun 8) Mon 9, Tue 10, Wed 11, Thu 12.
    expect(addWeekdaysExcludingHolidays('2026-03-05', 5)).toBe('2026-03-12');
    // The house's business days count that Saturday, a day sooner.
    expect(addBusinessDays('2026-03-05', 5)).toBe('2026-03-11');
  });

  it('skips a holiday inside the window, and a Saturday holiday’s observed Friday', () => {
    // Fri 2026-11-06 -> (Sat 7, Sun 8) Mon 9, Tue 10, (Wed 11 Veterans Day) Thu 12, Fri 13, Mon 16.
    expect(addWeekdaysExcludingHolidays('2026-11-06', 5)).toBe('2026-11-16');
    // Wed 2026-07-01 -> Thu 2, (Fri 3 observed, Sat 4, Sun 5) Mon 6, Tue 7, Wed 8, Thu 9.
    expect(addWeekdaysExcludingHolidays('2026-07-01', 5)).toBe('2026-07-09');
  });

  it('sets the bureau’s 5 business days to send its notice of a reinsertion', () => {
    expect(reinsertionNoticeDueOn('2026-11-06')).toBe('2026-11-16');
    // Seen on a Saturday: the count starts on Monday.
    expect(reinsertionNoticeDueOn('2026-04-11')).toBe('2026-04-17');
  });
});
