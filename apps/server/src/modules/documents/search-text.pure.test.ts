import { describe, expect, it } from 'vitest';
import { maskedNumber, searchableText } from './search-text';

describe('the text search indexes', () => {
  it('masks SSN-like numbers, account numbers and dates of birth, and keeps the words', () => {
    const text = [
      'Name: Casey Client  SSN: 123-45-6789  also 123 45 6789 and 123456789',
      'Account number 4111-1111-1111-1111, account 00123456789012',
      'Date of birth: 04/17/1986, born 1986-04-17, DOB April 17, 1986 or 17 Apr 1986',
      'Balance $1,250 on 3 accounts; Round 2 reinvestigation',
    ].join('\n');
    const masked = searchableText(text);
    for (const secret of [
      '6789',
      '123456789',
      '1111',
      '0012345',
      '04/17/1986',
      '1986-04-17',
      'April 17',
      '17 Apr',
    ])
      expect(masked, secret).not.toContain(secret);
    expect(masked).toContain(`SSN: ${maskedNumber}`);
    for (const kept of ['Casey Client', 'reinvestigation', 'Round 2', '$1,250', '3 accounts'])
      expect(masked).toContain(kept);
  });
});
