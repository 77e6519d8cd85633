import { describe, expect, it } from 'vitest';
import { dayIn } from './dates';

describe('dayIn', () => {
  it('gives the calendar date in the zone asked for, each zone its own, however often it is asked', () => {
    const at = new Date('2026-03-08T04:30:00Z');
    for (let i = 0; i < 3; i++) {
      expect(dayIn('America/New_York', at)).toBe('2026-03-07');
      expect(dayIn('Asia/Tokyo', at)).toBe('2026-03-08');
      expect(dayIn('UTC', new Date('2026-12-31T23:59:59Z'))).toBe('2026-12-31');
    }
  });

  it('refuses a zone that does not exist, every time', () => {
    expect(() => dayIn('Mars/Olympus', new Date())).toThrow(RangeError);
    expect(() => dayIn('Mars/Olympus', new Date())).toThrow(RangeError);
  });
});
