import { z } from 'zod';
import { newPasswordIssues, type PasswordRule, passwordMaxLength } from './password-rules';

/**
 * One-time links that let a person choose a password without signing in: a reset asked for from
 * the sign-in screen, or the invitation a new client gets. Only the link's hash is stored.
 */
export const passwordLinkPurposes = ['reset', 'invite'] as const;
export type PasswordLinkPurpose = (typeof passwordLinkPurposes)[number];

/** How long a link works, in minutes: a reset is short, an invitation waits for the person to read it. */
export const passwordLinkMinutes: Record<PasswordLinkPurpose, number> = {
  reset: 30,
  invite: 7 * 24 * 60,
};

/** How many reset requests one e-mail address, and one network address, may make per hour. */
export const resetRequestLimits = { perAddressPerHour: 3, perIpPerHour: 20 } as const;

/** The web page the link opens; the token travels in the query string. */
export const passwordLinkPath = '/reset-password';
export const forgotPasswordPath = '/forgot-password';

export const passwordLinkMessages = {
  /** The same words whether or not the address has an account, so the answer tells nobody which. */
  requested:
    'If an account exists for that e-mail, we have sent it a link to choose a new password. The link works for 30 minutes.',
  invalidLink: 'This link has expired or has already been used. Ask for a new one from the sign-in screen.',
  tooMany: 'Too many reset requests. Please wait an hour and try again.',
  emailRequired: 'Enter the e-mail address of your account',
  emailInvalid: 'Enter a valid e-mail address',
  done: 'Your password has been set. Sign in with it now.',
} as const;

export const forgotPasswordRequest = z
  .object({
    email: z
      .string()
      .trim()
      .min(1, passwordLinkMessages.emailRequired)
      .max(254)
      .pipe(z.email(passwordLinkMessages.emailInvalid)),
  })
  .strict();
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;

export const forgotPasswordResponse = z.object({ success: z.literal(true), message: z.string() });
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponse>;

/** The link's token (from the e-mail) and the new password; the server applies the person's rules. */
export const passwordLinkRequest = z
  .object({
    token: z.string().min(20).max(100),
    newPassword: z.string().max(passwordMaxLength * 8),
  })
  .strict();
export type PasswordLinkRequest = z.infer<typeof passwordLinkRequest>;

export const passwordLinkResponse = z.object({ success: z.literal(true), message: z.string() });
export type PasswordLinkResponse = z.infer<typeof passwordLinkResponse>;

/** Asked when the page opens, so a dead link says so before the person types a password. */
export const passwordLinkCheckRequest = passwordLinkRequest.pick({ token: true }).strict();
export const passwordLinkCheckResponse = z.object({
  purpose: z.enum(passwordLinkPurposes),
  /** Whose rules the new password must meet: admins have the admin portal's stricter set. */
  accessLevel: z.string(),
  firstName: z.string(),
});
export type PasswordLinkCheckResponse = z.infer<typeof passwordLinkCheckResponse>;

/** The link page's form: the new password twice, checked by the person's rules. */
export const passwordLinkForm = (rules: readonly PasswordRule[]) =>
  z.object({ newPassword: z.string(), confirmation: z.string() }).superRefine((v, ctx) => {
    for (const { field, message } of newPasswordIssues({
      password: v.newPassword,
      confirmation: v.confirmation,
      rules,
    }))
      ctx.addIssue({ code: 'custom', path: [field], message });
  });
export type PasswordLinkFormValues = z.input<ReturnType<typeof passwordLinkForm>>;
