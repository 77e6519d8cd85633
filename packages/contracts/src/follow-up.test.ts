import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  bureauResponseDueDate,
  followUpDue,
  followUpDueDate,
  followUpLabel,
  overdueDays,
} from './follow-up';

describe('dispute clock on calendar dates', () => {
  it('puts the follow-up 14 days after delivery across month and year ends', () => {
    expect(followUpDueDate('2026-01-20')).toBe('2026-02-03');
    expect(followUpDueDate('2026-02-20')).toBe('2026-03-06');
    expect(followUpDueDate('2028-02-20')).toBe('2028-03-05'); // leap year
    expect(followUpDueDate('2026-12-25')).toBe('2027-01-08');
  });

  it('is not moved by daylight-saving changes', () => {
    expect(followUpDueDate('2026-03-01')).toBe('2026-03-15'); // US DST starts 2026-03-08
    expect(followUpDueDate('2026-10-25')).toBe('2026-11-08'); // US DST ends 2026-11-01
    expect(addCalendarDays('2026-03-07', 1)).toBe('2026-03-08');
  });

  it('gives the bureau 30 days from receipt, 45 with more information', () => {
    expect(bureauResponseDueDate('2026-01-31')).toBe('2026-03-02');
    expect(bureauResponseDueDate('2026-01-31', true)).toBe('2026-03-17');
  });

  it('labels follow-ups past, today, in 1 to 3 days, or by date', () => {
    expect(followUpLabel('2026-11-20', '2026-11-22')).toEqual({ text: 'Follow-up required', urgent: true });
    expect(followUpLabel('2026-11-22', '2026-11-22')).toEqual({ text: 'Follow-up due today', urgent: true });
    expect(followUpLabel('2026-11-23', '2026-11-22').text).toBe('Follow-up in 1 day');
    expect(followUpLabel('2026-11-25', '2026-11-22').text).toBe('Follow-up in 3 days');
    expect(followUpLabel('2026-11-26', '2026-11-22').text).toBe('November 26, 2026');
    expect(overdueDays('2026-11-20', '2026-11-22')).toBe(2);
    expect(overdueDays('2026-11-24', '2026-11-22')).toBe(0);
  });

  it('has one rule for a due follow-up: unanswered, and its date has come', () => {
    const today = '2026-11-22';
    expect(followUpDue({ status: 'DELIVERED', followUpDate: '2026-11-22' }, today)).toBe(true);
    expect(followUpDue({ status: 'DELIVERED', followUpDate: '2026-11-23' }, today)).toBe(false);
    expect(followUpDue({ status: 'FOLLOW_UP_REQUIRED', followUpDate: '2026-11-01' }, today)).toBe(true);
    expect(followUpDue({ status: 'RESOLVED', followUpDate: '2026-11-01' }, today)).toBe(false);
    expect(followUpDue({ status: 'REJECTED', followUpDate: '2026-11-01' }, today)).toBe(false);
    expect(followUpDue({ status: 'SENT', followUpDate: null }, today)).toBe(false);
  });
});
