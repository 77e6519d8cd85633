import { createHmac } from 'node:crypto';

// The tests' own TOTP (RFC 6238 over RFC 4226), written apart from the server's so each checks the other:
// what a person's authenticator app would show for a secret.

function fromBase32(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...text.replace(/=+$/, '')].map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0'));
  const all = bits.join('');
  const bytes = [];
  for (let i = 0; i + 8 <= all.length; i += 8) bytes.push(Number.parseInt(all.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

export function totp(key: Buffer, unixSeconds: number, digits = 6): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(unixSeconds / 30)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac.at(-1) as number) & 0xf;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return (value % 10 ** digits).toString().padStart(digits, '0');
}

/** The 6-digit code for a base32 secret, now or a number of 30-second steps away. */
export const authenticatorCode = (secret: string, stepsFromNow = 0) =>
  totp(fromBase32(secret), Date.now() / 1000 + stepsFromNow * 30);
