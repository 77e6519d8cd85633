import { z } from 'zod';

/** The special characters a password may use to satisfy the rule. */
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
  temporaryRequired: 'Temporary password is required',
} as const;

/** One problem of a password form, on the field of the request it concerns. */
export interface PasswordFormIssue {
  field: 'currentPassword' | 'newPassword' | 'confirmation';
  message: string;
}

/** Every issue as a zod issue on its field, so a form's resolver marks the fields the list names. */
const addIssues = (issues: readonly PasswordFormIssue[], ctx: z.RefinementCtx) => {
  for (const { field, message } of issues) ctx.addIssue({ code: 'custom', path: [field], message });
};

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
export function newPasswordIssues(input: {
  password: string;
  confirmation: string;
  current?: string;
  rules?: readonly PasswordRule[];
}): PasswordFormIssue[] {
  const issues: PasswordFormIssue[] = [];
  const onPassword = (message: string) => issues.push({ field: 'newPassword', message });
  if (!input.password) onPassword(passwordMessages.required);
  if (!input.confirmation)
    issues.push({ field: 'confirmation', message: passwordMessages.confirmationRequired });
  if (input.password && input.confirmation && input.password !== input.confirmation) {
    issues.push({ field: 'confirmation', message: passwordMessages.mismatch });
  }
  if (input.password && input.current !== undefined && input.password === input.current) {
    onPassword(passwordMessages.sameAsCurrent);
  }
  if (input.password) passwordRuleFailures(input.password, input.rules).forEach(onPassword);
  return issues;
}

/** The same check as the messages the spec lists together. */
export const newPasswordFailures = (input: Parameters<typeof newPasswordIssues>[0]): string[] =>
  newPasswordIssues(input).map((i) => i.message);

/**
 * The forced password setup form: the temporary password (typed when the page no longer has it),
 * the new one and its confirmation, checked by the rules of the person's access level.
 */
export const passwordSetupForm = (rules: readonly PasswordRule[]) =>
  z
    .object({ currentPassword: z.string(), newPassword: z.string(), confirmation: z.string() })
    .superRefine((v, ctx) => {
      if (!v.currentPassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['currentPassword'],
          message: passwordMessages.temporaryRequired,
        });
      }
      const current = v.currentPassword || undefined;
      addIssues(
        newPasswordIssues({ password: v.newPassword, confirmation: v.confirmation, current, rules }),
        ctx,
      );
    });
export type PasswordSetupFormValues = z.input<ReturnType<typeof passwordSetupForm>>;

/** An admin's password needs one of these special characters. */
export const adminPasswordSpecialCharacters = '@$!%*?&';
const adminSpecialPattern = /[@$!%*?&]/;

/** The admin portal's strength rules, in the spec's order. */
export const adminPasswordRules: readonly PasswordRule[] = [
  ...passwordRules.filter((r) => r.id !== 'special'),
  {
    id: 'special',
    message: `Password must contain at least one special character (${adminPasswordSpecialCharacters})`,
    test: (p) => adminSpecialPattern.test(p),
  },
];

/** A new admin-portal password chosen from a one-time link (a team member's, a company owner's). */
export const newAdminPassword = z
  .string()
  .max(passwordMaxLength, passwordMessages.tooLong)
  .superRefine((value, ctx) => {
    for (const message of passwordRuleFailures(value, adminPasswordRules))
      ctx.addIssue({ code: 'custom', message });
  });

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

/** The admin Settings form's full check, every message at once. */
export function adminPasswordChangeIssues(input: {
  current: string;
  password: string;
  confirmation: string;
}): PasswordFormIssue[] {
  const issues: PasswordFormIssue[] = [];
  if (!input.current)
    issues.push({ field: 'currentPassword', message: adminPasswordMessages.currentRequired });
  if (!input.password) issues.push({ field: 'newPassword', message: adminPasswordMessages.newRequired });
  if (!input.confirmation)
    issues.push({ field: 'confirmation', message: adminPasswordMessages.confirmationRequired });
  if (input.password && input.confirmation && input.password !== input.confirmation) {
    issues.push({ field: 'confirmation', message: adminPasswordMessages.mismatch });
  }
  if (input.password) {
    for (const message of passwordRuleFailures(input.password, adminPasswordRules))
      issues.push({ field: 'newPassword', message });
  }
  return issues;
}

export const adminPasswordChangeFailures = (
  input: Parameters<typeof adminPasswordChangeIssues>[0],
): string[] => adminPasswordChangeIssues(input).map((i) => i.message);

/** The admin Settings change-password form, over the request's own field names. */
export const adminPasswordChangeForm = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmation: z.string() })
  .superRefine((v, ctx) =>
    addIssues(
      adminPasswordChangeIssues({
        current: v.currentPassword,
        password: v.newPassword,
        confirmation: v.confirmation,
      }),
      ctx,
    ),
  );
export type AdminPasswordChangeFormValues = z.input<typeof adminPasswordChangeForm>;

/** The rules a person's new password must meet: admins have the admin portal's stricter set. */
export function passwordRulesFor(accessLevel: string): readonly PasswordRule[] {
  return accessLevel === 'ADMIN' ? adminPasswordRules : passwordRules;
}

/** The client page's Password tab. */
export const clientPasswordMessages = {
  currentRequired: 'Current password is required',
  newRequired: 'New password is required',
  confirmationRequired: 'Password confirmation is required',
  mismatch: 'New passwords do not match',
  sameAsCurrent: 'New password must be different from current password',
  failedFallback: 'Failed to update password. Please try again.',
  failedTitle: 'Password Reset Failed',
  updatedTitle: 'Password Updated',
  updatedBody: 'Your password has been successfully updated.',
} as const;

/** The client form's full check, every message at once, with the client rules. */
export function clientPasswordChangeIssues(input: {
  current: string;
  password: string;
  confirmation: string;
}): PasswordFormIssue[] {
  const issues: PasswordFormIssue[] = [];
  const m = clientPasswordMessages;
  if (!input.current) issues.push({ field: 'currentPassword', message: m.currentRequired });
  if (!input.password) issues.push({ field: 'newPassword', message: m.newRequired });
  if (!input.confirmation) issues.push({ field: 'confirmation', message: m.confirmationRequired });
  if (input.password && input.confirmation && input.password !== input.confirmation) {
    issues.push({ field: 'confirmation', message: m.mismatch });
  }
  if (input.password && input.current && input.password === input.current) {
    issues.push({ field: 'newPassword', message: m.sameAsCurrent });
  }
  if (input.password) {
    for (const message of passwordRuleFailures(input.password, passwordRules))
      issues.push({ field: 'newPassword', message });
  }
  return issues;
}

export const clientPasswordChangeForm = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmation: z.string() })
  .superRefine((v, ctx) =>
    addIssues(
      clientPasswordChangeIssues({
        current: v.currentPassword,
        password: v.newPassword,
        confirmation: v.confirmation,
      }),
      ctx,
    ),
  );
