import {
  type PasswordRule,
  passwordMessages,
  passwordRuleFailures,
  passwordRules,
} from '@app/contracts/password-rules';
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../errors';

// OWASP's argon2id settings: 19 MiB, 2 iterations, 1 lane. Algorithm 2 is argon2id.
const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 } as const;

/** The argon2 calls, on one object: a test counts the checks a sign-in makes (exports cannot be spied on). */
export const argon2 = { hash, verify };

export const hashPassword = (password: string) => argon2.hash(password, argon2Options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * What an account holds until its owner chooses a password (a client brought over by an import):
 * not an argon2 hash, so no password matches it.
 */
export const unusablePasswordHash = '!no-password-chosen-yet';

/** Hashed once at start so that an unknown email costs the same time as a wrong password. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash() {
  decoyHash ??= hashPassword('decoy-password-that-matches-nothing');
  return decoyHash;
}

// The ~49k most common passwords of zxcvbn-ts's maintained list.
const commonPasswords = new Set<string>(dictionary['passwords-common'] as string[]);

/** "Password1!" is common even with its decorations: try the bare form too. */
function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return commonPasswords.has(lower) || commonPasswords.has(lower.replace(/[^a-z0-9]+$/, ''));
}

/** The spec's rules (the admin portal's set for admins) plus the common-password refusal, as messages. */
export function newPasswordProblems(
  password: string,
  rules: readonly PasswordRule[] = passwordRules,
): string[] {
  const failures = passwordRuleFailures(password, rules);
  if (failures.length === 0 && isCommonPassword(password)) failures.push(passwordMessages.common);
  return failures;
}

/**
 * Refuses a new password that breaks a rule (400 WEAK_PASSWORD naming `field`, each problem in
 * words); `before` are problems the caller found first (the same password as the current one).
 */
export function assertStrongPassword(
  password: string,
  rules: readonly PasswordRule[],
  field: string,
  before: readonly string[] = [],
) {
  const problems = [...before, ...newPasswordProblems(password, rules)];
  if (problems.length > 0) {
    throw new AppError(
      400,
      'WEAK_PASSWORD',
      problems.join('; '),
      problems.map((message) => ({ field, message })),
    );
  }
}
