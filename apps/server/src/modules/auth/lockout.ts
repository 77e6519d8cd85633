import { authMessages } from '@app/contracts/auth.contract';
import { AppError } from '../../platform/errors';
import type { AuthRepository } from './auth.repository';

export interface LockoutPolicy {
  /** Failures within the window before each further attempt must wait. */
  attempts: number;
  /** The window the failures are counted in, and the longest wait. */
  minutes: number;
}

/**
 * Wrong passwords (and codes) slow an account down rather than lock it: past the allowance each
 * further attempt waits twice as long as the last, from one second up to the window. A hard lock
 * would let anyone who knows an admin's e-mail keep them out for good.
 */
function waitAfterFailures(failures: number, policy: LockoutPolicy): number {
  if (failures < policy.attempts) return 0;
  const exponent = Math.min(failures - policy.attempts, 30);
  return Math.min(1000 * 2 ** exponent, policy.minutes * 60_000);
}

/** Refuses the attempt while the account must still wait; the answer says how long. */
export async function assertMayTry(
  failures: Pick<AuthRepository, 'failedLoginsSince'>,
  emailKey: string,
  policy: LockoutPolicy,
  now: Date,
) {
  const windowStart = new Date(now.getTime() - policy.minutes * 60_000);
  const { count, lastAt } = await failures.failedLoginsSince(emailKey, windowStart);
  const wait = waitAfterFailures(count, policy);
  if (wait === 0 || !lastAt) return;
  const remainingMs = lastAt.getTime() + wait - now.getTime();
  if (remainingMs > 0) {
    throw new AppError(429, 'ACCOUNT_LOCKED', authMessages.tooManyAttempts, undefined, {
      retryAfterSeconds: Math.ceil(remainingMs / 1000),
    });
  }
}
