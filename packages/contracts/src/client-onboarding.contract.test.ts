import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adultDateOfBirth, clientAddress, formatUsPhone, usZipCode } from './client-onboarding.contract';

describe('a new client’s details', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('takes someone from their 18th birthday on, a real past date only', () => {
    expect(adultDateOfBirth.safeParse('2008-03-01').success).toBe(true);
    expect(adultDateOfBirth.safeParse('2008-03-02').success).toBe(false);
    // Born on 29 February: 18 on 1 March of a common year.
    expect(adultDateOfBirth.safeParse('2008-02-29').success).toBe(true);
    expect(adultDateOfBirth.safeParse('1899-12-31').success).toBe(false);
    expect(adultDateOfBirth.safeParse('1990-02-30').success).toBe(false);
  });

  it('keeps a US phone in one format and refuses what no US number is', () => {
    expect(formatUsPhone('+1 512.555.0147')).toBe('(512) 555-0147');
    expect(formatUsPhone('5125550147')).toBe('(512) 555-0147');
    expect(formatUsPhone('(112) 555-0147')).toBeNull();
    expect(formatUsPhone('512 055 0147')).toBeNull();
    expect(formatUsPhone('555-0147')).toBeNull();
  });

  it('keeps ZIP+4 with its dash, and an address all or nothing', () => {
    expect(usZipCode.parse('787011234')).toBe('78701-1234');
    expect(usZipCode.safeParse('7870').success).toBe(false);
    expect(clientAddress.parse({ addressLine1: '', city: '', state: '', zipCode: '' })).toBeUndefined();
    const partial = clientAddress.safeParse({
      addressLine1: '1 Main St',
      city: '',
      state: 'TX',
      zipCode: '',
    });
    expect(partial.error?.issues.map((i) => i.path.join('.'))).toEqual(['city', 'zipCode']);
  });
});
