import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, newTotpSecret, otpauthUrl, totpCode } from './totp';

// RFC 6238 appendix B, SHA-1 column: the 20-byte ASCII seed "12345678901234567890", 8 digits.
const rfcSeed = Buffer.from('12345678901234567890', 'ascii');
const rfc6238Sha1: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

// RFC 4226 appendix D: HOTP values for counters 0..9 with the same seed, 6 digits.
const rfc4226 = [
  '755224',
  '287082',
  '359152',
  '969429',
  '338314',
  '254676',
  '287922',
  '162583',
  '399871',
  '520489',
];

describe('TOTP', () => {
  it.each(rfc6238Sha1)('gives the RFC 6238 SHA-1 value at T=%i', (seconds, expected) => {
    expect(totpCode(rfcSeed, seconds * 1000, 8)).toBe(expected);
  });

  it('gives the RFC 4226 HOTP values', () => {
    expect(rfc4226.map((_, counter) => hotp(rfcSeed, counter))).toEqual(rfc4226);
  });

  it('round-trips base32 (RFC 4648 test vectors)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Encode(Buffer.from('f'))).toBe('MY');
    expect(base32Decode('MZXW6YTBOI======').toString()).toBe('foobar');
    expect(base32Decode('mzxw 6ytb oi').toString()).toBe('foobar');
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
  });

  it('accepts one step either side of now, no further, and says which step matched', () => {
    const secret = base32Encode(rfcSeed);
    const now = 1111111111 * 1000;
    const step = Math.floor(1111111111 / 30);
    for (const offset of [-1, 0, 1]) {
      const code = totpCode(rfcSeed, now + offset * 30_000);
      expect(matchTotp(secret, code, now)).toBe(step + offset);
    }
    for (const offset of [-2, 2]) {
      expect(matchTotp(secret, totpCode(rfcSeed, now + offset * 30_000), now)).toBeNull();
    }
    expect(matchTotp(secret, '12345', now)).toBeNull();
    expect(matchTotp(secret, 'abcdef', now)).toBeNull();
  });

  it('writes the otpauth URL authenticator apps scan', () => {
    const url = new URL(otpauthUrl('JBSWY3DPEHPK3PXP', 'Credit Repair Co.', 'admin@example.com'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Credit Repair Co.:admin@example.com');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      issuer: 'Credit Repair Co.',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
