import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP), as every authenticator app reads them. */
const totpPeriodSeconds = 30;
const totpDigits = 6;
/** Steps accepted either side of now: covers a phone clock 30 s off and a code typed as it turns. */
const windowSteps = 1;

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: the form authenticator apps expect for the secret. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += base32Alphabet[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = base32Alphabet.indexOf(char);
    if (index < 0) throw new Error('Not a base32 string');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** 160 random bits, the key length RFC 4226 recommends for HMAC-SHA-1. */
export const newTotpSecret = () => base32Encode(randomBytes(20));

/** RFC 4226 section 5.3: HMAC-SHA-1 of the counter, dynamic truncation, the last `digits` digits. */
export function hotp(key: Buffer, counter: number, digits = totpDigits): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = (mac[mac.length - 1] as number) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

const totpStep = (atMs: number) => Math.floor(atMs / 1000 / totpPeriodSeconds);

export const totpCode = (key: Buffer, atMs: number, digits = totpDigits) => hotp(key, totpStep(atMs), digits);

/** The time step a code belongs to within the accepted window, or null; compared in constant time. */
export function matchTotp(secretBase32: string, code: string, atMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secretBase32);
  const now = totpStep(atMs);
  let matched: number | null = null;
  for (let step = now - windowSteps; step <= now + windowSteps; step++) {
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code))) matched = step;
  }
  return matched;
}

/** The Key URI Format every authenticator app scans from the QR code. */
export function otpauthUrl(secretBase32: string, issuer: string, account: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({
    secret: secretBase32,
    issuer,
    algorithm: 'SHA1',
    digits: String(totpDigits),
    period: String(totpPeriodSeconds),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
