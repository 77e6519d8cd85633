import { describe, expect, it } from 'vitest';
import { isObsolete, reasonsForLetter, reportableUntil } from './dispute-letter-fit';

describe('dispute letter fit', () => {
  it('offers only the reasons a letter type can honestly carry', () => {
    expect(reasonsForLetter('LATE_PAYMENT', 'GOODWILL')).not.toContain('NOT_MINE');
    expect(reasonsForLetter('COLLECTION', 'IDENTITY_THEFT_BLOCK')).toEqual(['IDENTITY_THEFT']);
    expect(reasonsForLetter('COLLECTION', 'DEBT_VALIDATION')).not.toContain('OBSOLETE');
    expect(reasonsForLetter('COLLECTION', 'BUREAU_DISPUTE')).toContain('OBSOLETE');
    expect(reasonsForLetter('COLLECTION', 'GOODWILL')).toEqual([]);
  });

  it('counts the FCRA 605 period to the day: 7 years, 10 for a bankruptcy', () => {
    // Seven years from 180 days after the delinquency began (FCRA 605(c)).
    expect(reportableUntil('COLLECTION', '2019-05-26')).toBe('2026-11-22');
    expect(isObsolete('COLLECTION', '2019-05-26', '2026-11-22')).toBe(true);
    expect(isObsolete('COLLECTION', '2019-05-27', '2026-11-22')).toBe(false);
    expect(isObsolete('BANKRUPTCY', '2019-11-22', '2026-11-22')).toBe(false);
    expect(isObsolete('BANKRUPTCY', '2016-11-22', '2026-11-22')).toBe(true);
    expect(isObsolete('COLLECTION', null, '2026-11-22')).toBe(false);
  });
});
