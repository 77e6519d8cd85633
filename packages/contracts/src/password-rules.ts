/** Spec 000 section 5: the special characters a password may use to satisfy the rule. */
export const passwordSpecialCharacters = '!@#$%^&*(),.?":{}|<>';
export const passwordMinLength = 8;
/** Long passphrases are welcome; argon2 sees every character (never truncated). */
export const passwordMaxLength = 128;

const escaped = passwordSpecialCharacters.replace(/[\\^$.*+?()[\]{}|-]/g, '\\$&');
const specialPattern = new RegExp(`[${escaped}]`);

export interface PasswordRule {
  id: string;
  message: string;
  test: (password: string) => boolean;
}

/** The strength rules, in the order the spec lists them. */
export const passwordRules: readonly PasswordRule[] = [
  {
    id: 'length',
    message: `Password must be at least ${passwordMinLength} characters long`,
    test: (p) => p.length >= passwordMinLength,
  },
  {
    id: 'uppercase',
    message: 'Password must contain at least one uppercase letter',
    test: (p) => /[A-Z]/.test(p),
  },
  {
    id: 'lowercase',
    message: 'Password must contain at least one lowercase letter',
    test: (p) => /[a-z]/.test(p),
  },
  {
    id: 'number',
    message: 'Password must contain at least one number',
    test: (p) => /[0-9]/.test(p),
  },
  {
    id: 'special',
    message: 'Password must contain at least one special character',
    test: (p) => specialPattern.test(p),
  },
];

export const passwordMessages = {
  required: 'Password is required',
  confirmationRequired: 'Password confirmation is required',
  mismatch: 'Passwords do not match',
  sameAsCurrent: 'You must choose a different password than the temporary one',
  tooLong: `Password must be at most ${passwordMaxLength} characters long`,
  common: 'This password is too common. Please choose another',
} as const;

/** Every failed strength rule, listed together as the spec asks. */
export function passwordRuleFailures(
  password: string,
  rules: readonly PasswordRule[] = passwordRules,
): string[] {
  if (!password) return [passwordMessages.required];
  const failures = rules.filter((r) => !r.test(password)).map((r) => r.message);
  if (password.length > passwordMaxLength) failures.push(passwordMessages.tooLong);
  return failures;
}

/** The forced-setup form's full check: required, confirmation, match, differs, strength. */
export function newPasswordFailures(input: {
  password: string;
  confirmation: string;
  current?: string;
  rules?: readonly PasswordRule[];
}): string[] {
  const errors: string[] = [];
  if (!input.password) errors.push(passwordMessages.required);
  if (!input.confirmation) errors.push(passwordMessages.confirmationRequired);
  if (input.password && input.confirmation && input.password !== input.confirmation) {
    errors.push(passwordMessages.mismatch);
  }
  if (input.password && input.current !== undefined && input.password === input.current) {
    errors.push(passwordMessages.sameAsCurrent);
  }
  if (input.password) errors.push(...passwordRuleFailures(input.password, input.rules));
  return errors;
}

/** Spec 001 section 5: an admin's password needs one of these special characters. */
export const adminPasswordSpecialCharacters = '@$!%*?&';
const adminSpecialPattern = /[@$!%*?&]/;

/** The admin portal's strength rules (spec 001 section 5), in the spec's order. */
export const adminPasswordRules: readonly PasswordRule[] = [
  ...passwordRules.filter((r) => r.id !== 'special'),
  {
    id: 'special',
    message: `Password must contain at least one special character (${adminPasswordSpecialCharacters})`,
    test: (p) => adminSpecialPattern.test(p),
  },
];

export const adminPasswordMessages = {
  currentRequired: 'Current password is required',
  newRequired: 'New password is required',
  confirmationRequired: 'Password confirmation is required',
  mismatch: 'New passwords do not match',
  failedFallback: 'Failed to update password',
  failedTitle: 'Password Update Failed',
  updatedTitle: 'Password Updated',
  updatedBody: 'Your password has been successfully updated.',
} as const;

/** The admin Settings form's full check, every message at once (spec 001 section 5). */
export function adminPasswordChangeFailures(input: {
  current: string;
  password: string;
  confirmation: string;
}): string[] {
  const errors: string[] = [];
  if (!input.current) errors.push(adminPasswordMessages.currentRequired);
  if (!input.password) errors.push(adminPasswordMessages.newRequired);
  if (!input.confirmation) errors.push(adminPasswordMessages.confirmationRequired);
  if (input.password && input.confirmation && input.password !== input.confirmation) {
    errors.push(adminPasswordMessages.mismatch);
  }
  if (input.password) errors.push(...passwordRuleFailures(input.password, adminPasswordRules));
  return errors;
}

/** The rules a person's new password must meet: admins have the admin portal's stricter set. */
export function passwordRulesFor(accessLevel: string): readonly PasswordRule[] {
  return accessLevel === 'ADMIN' ? adminPasswordRules : passwordRules;
}
