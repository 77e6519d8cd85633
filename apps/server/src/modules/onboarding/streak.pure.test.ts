import { describe, expect, it } from 'vitest';
import { streakDays } from './streak';

const at = (iso: string) => new Date(iso);

describe('streakDays', () => {
  const now = at('2026-03-10T15:00:00Z');
  it('counts consecutive days ending today or yesterday', () => {
    const activity = [at('2026-03-10T14:00:00Z'), at('2026-03-09T09:00:00Z'), at('2026-03-08T20:00:00Z')];
    expect(streakDays(activity, 'UTC', now)).toBe(3);
    expect(streakDays(activity.slice(1), 'UTC', now)).toBe(2);
    expect(streakDays([at('2026-03-07T10:00:00Z')], 'UTC', now)).toBe(0);
  });

  it('uses the person’s calendar days, not UTC’s', () => {
    // 03:00 UTC on the 10th is still the 9th in Los Angeles; 02:00 UTC on the 9th is the 8th there.
    const activity = [at('2026-03-10T03:00:00Z'), at('2026-03-09T02:00:00Z')];
    expect(streakDays(activity, 'UTC', now)).toBe(2);
    expect(streakDays(activity, 'America/Los_Angeles', now)).toBe(2);
    // In Tokyo it is already the 11th; the two hours fall on the 10th and the 9th there, on the 9th in UTC.
    expect(streakDays([at('2026-03-09T16:00:00Z'), at('2026-03-09T02:00:00Z')], 'Asia/Tokyo', now)).toBe(2);
    expect(streakDays([at('2026-03-09T16:00:00Z'), at('2026-03-09T02:00:00Z')], 'UTC', now)).toBe(1);
  });
});
