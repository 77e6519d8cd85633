import { describe, expect, it } from 'vitest';
import { monthName, personDate, personDateTime } from './common/person-dates';
import { disputeTimeline, shownDisputeStatus } from './dispute-status-words';
import { followUpDueText } from './follow-up';
import { canUndoFollowUp } from './follow-up-completion';

describe('one date format for people', () => {
  it('keeps a calendar date as it is in every zone', () => {
    expect(personDate('2026-11-29', 'Pacific/Kiritimati')).toBe('November 29, 2026');
    expect(personDate('2026-11-29', 'America/Los_Angeles')).toBe('November 29, 2026');
  });
  it('writes an instant on the reader’s own calendar and clock', () => {
    // 8 p.m. in New York is already the next day in UTC.
    const evening = '2026-11-30T01:00:00.000Z';
    expect(personDate(evening, 'America/New_York')).toBe('November 29, 2026');
    expect(personDate(evening, 'UTC')).toBe('November 30, 2026');
    expect(personDateTime(evening, 'America/New_York')).toBe('November 29, 2026 at 8:00 PM');
  });
  it('names a calendar month as it is, whatever the zone', () => {
    expect(monthName('2026-03')).toBe('March 2026');
    expect(monthName('2026-12')).toBe('December 2026');
  });
});

describe('one figure for a follow-up and a dispute’s standing', () => {
  it('counts overdue days from the follow-up date', () => {
    expect(followUpDueText('2026-11-18', '2026-11-29')).toBe('due November 18, 2026, 11 days overdue');
    expect(followUpDueText('2026-11-28', '2026-11-29')).toBe('due November 28, 2026, 1 day overdue');
    expect(followUpDueText('2026-11-29', '2026-11-29')).toBe('due today, November 29, 2026');
  });
  it('reads "Follow-up Required" once it is due and not completed, and never an answer date before mailing', () => {
    const delivered = { status: 'DELIVERED', followUpDate: '2026-11-20', alertSent: false } as const;
    expect(shownDisputeStatus(delivered, '2026-11-29')).toBe('FOLLOW_UP_REQUIRED');
    expect(shownDisputeStatus({ ...delivered, alertSent: true }, '2026-11-29')).toBe('DELIVERED');
    expect(shownDisputeStatus(delivered, '2026-11-19')).toBe('DELIVERED');
    const pending = {
      status: 'PENDING',
      dateSent: null,
      deliveryDate: null,
      expectedResponse: '2026-12-25',
      actualResponse: null,
    } as const;
    expect(disputeTimeline(pending)).not.toMatch(/December 25/);
    expect(disputeTimeline({ ...pending, status: 'DELIVERED', deliveryDate: '2026-11-25' })).toBe(
      'Delivered November 25, 2026 · answer due December 25, 2026',
    );
  });
  it('lets a completed follow-up be undone for 24 hours only', () => {
    const at = '2026-11-29T10:00:00.000Z';
    expect(canUndoFollowUp(at, new Date('2026-11-30T09:59:00.000Z'))).toBe(true);
    expect(canUndoFollowUp(at, new Date('2026-11-30T10:00:00.000Z'))).toBe(false);
    expect(canUndoFollowUp(null, new Date(at))).toBe(false);
  });
});
