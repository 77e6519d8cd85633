import { describe, expect, it } from 'vitest';
import { decodePageCursor, encodePageCursor, isDayKey, isTimestampKey } from './page-cursor';

describe('page cursor keys', () => {
  it('takes the days and timestamps PostgreSQL writes', () => {
    expect(isDayKey('2024-02-29')).toBe(true);
    expect(isTimestampKey('2026-11-24 15:21:04.608123+00')).toBe(true);
    expect(isTimestampKey('2026-11-24 23:59:59-05:30')).toBe(true);
  });

  it('refuses days and times that do not exist, so a forged cursor never reaches a cast', () => {
    for (const day of ['2026-13-01', '2026-02-30', '2026-02-29', '0000-01-01', '2026-1-01', 'yesterday']) {
      expect(isDayKey(day), day).toBe(false);
      expect(isTimestampKey(`${day} 12:00:00+00`), day).toBe(false);
    }
    for (const time of ['24:00:00', '12:60:00', '12:00:61', '99:99:99']) {
      expect(isTimestampKey(`2026-11-24 ${time}+00`), time).toBe(false);
    }
    expect(isTimestampKey('2026-11-24 12:00:00+16')).toBe(false);
    expect(isTimestampKey("2026-11-24 12:00:00+00'; drop table disputes; --")).toBe(false);
  });

  it('answers a cursor with an impossible timestamp with 400 naming cursor', () => {
    const forged = encodePageCursor('tracking', { key: '2026-13-45 99:99:99+00', id: 1 });
    expect(() => decodePageCursor(forged, 'tracking', isTimestampKey)).toThrow(
      expect.objectContaining({ statusCode: 400 }),
    );
  });
});
