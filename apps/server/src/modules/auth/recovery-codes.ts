import { createHash, randomInt } from 'node:crypto';
import { recoveryCodeCount } from '@app/contracts/auth.contract';

// No i, l, o, 0 or 1: a code copied from paper is read back without doubt.
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes of ten characters (about 49 random bits each), shown as "abcde-fghjk". */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * Only the SHA-256 of a code is stored. A fast hash suffices: each code is random with ~49 bits,
 * single-use, and guesses count toward the account lockout.
 */
export function hashRecoveryCode(code: string): string {
  const normalized = code.toLowerCase().replace(/[^a-z0-9]/g, '');
  return createHash('sha256').update(normalized).digest('hex');
}
