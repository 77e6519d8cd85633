import { z } from 'zod';
import { passwordMaxLength } from './password-rules';
import { teamRoles } from './team-roles';
import { accessLevel } from './users.contract';

export const loginTypes = ['client', 'admin'] as const;

export const loginRequest = z
  .object({
    email: z.string().trim().min(1).max(254),
    password: z.string().min(1).max(passwordMaxLength),
    loginType: z.enum(loginTypes).default('client'),
  })
  .strict();
export type LoginRequest = z.input<typeof loginRequest>;

export const loginResponse = z.object({
  token: z.string(),
  user: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    accessLevel,
    /** The person's role in their company's team; null for consumers. */
    teamRole: z.enum(teamRoles).nullable().optional(),
  }),
  requiresPasswordReset: z.boolean(),
  /** What an admin still owes after the password: set up an authenticator app, or enter its code. */
  secondFactor: z.enum(['enroll', 'verify']).nullable(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const resetPasswordRequest = z
  .object({
    currentPassword: z.string().min(1).max(passwordMaxLength),
    newPassword: z.string().max(1024),
  })
  .strict();
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

export const okResponse = z.object({ success: z.literal(true) });
export type OkResponse = z.infer<typeof okResponse>;

/**
 * A changed password or a given second factor replaces the session token (the cookie is set anew),
 * so a token captured before can do nothing after. A client holding the token in a header takes the new one.
 */
export const rotatedSession = { token: z.string() };
export const passwordChangedResponse = okResponse.extend(rotatedSession);
export type PasswordChangedResponse = z.infer<typeof passwordChangedResponse>;

export { authMessages } from './auth-messages';

export { csrfHeader, csrfHeaderValue } from './common/csrf';
/** The session cookie on plain-HTTP loopback (development, browser tests). */
export const sessionCookieName = 'session';
/**
 * The session cookie over HTTPS: a browser keeps a `__Host-` cookie only when it is Secure, has no
 * Domain and the path /, so a neighbouring subdomain can neither set nor overwrite it.
 */
export const secureSessionCookieName = '__Host-session';

// Admin second factor: TOTP (RFC 6238) from any authenticator app, with one-time recovery codes.
export const adminMfaModes = ['required', 'optional'] as const;
export const recoveryCodeCount = 10;
export const authenticationCodeLength = 6;

export const mfaMessages = {
  invalidCode: 'Invalid authentication code',
  invalidRecoveryCode: 'Invalid recovery code',
  codeReused: 'This code has already been used. Wait for the next code in your app.',
  codeFormat: 'Enter the 6-digit code from your authenticator app',
  secondFactorRequired: 'Enter your authentication code to continue',
  alreadyEnabled: 'Two-factor sign-in is already set up for this account',
  notStarted: 'Start the two-factor set-up first',
  notPending: 'This session has already given its second factor',
  notEnabled: 'Two-factor sign-in is not set up for this account',
  recoveryCodeRequired: 'Enter one of your recovery codes',
  passwordRequired: 'Enter your password to continue',
  passwordIncorrect: 'Password is incorrect',
} as const;

export const secondFactorStatus = z.object({
  mode: z.enum(adminMfaModes),
  enabled: z.boolean(),
  /** Set while this session has given the password only. */
  pending: z.enum(['enroll', 'verify']).nullable(),
  recoveryCodesRemaining: z.number().int(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatus>;

/**
 * Turning the second factor on from a session that is already complete asks for the password again,
 * so a session left open on someone's desk cannot bind a stranger's phone to the account. Right after
 * signing in with the password (the set-up the sign-in asks for) it is not asked twice.
 */
export const mfaEnrollmentRequest = z
  .object({ password: z.string().min(1, mfaMessages.passwordRequired).max(200) })
  .partial()
  .strict();
export const mfaPasswordForm = z.object({
  password: z.string().min(1, mfaMessages.passwordRequired).max(200),
});

export const mfaEnrollmentResponse = z.object({
  otpauthUrl: z.string(),
  /** The same secret in base32, for typing into an app that cannot scan. */
  secret: z.string(),
  /** The otpauth URL as a QR code, an SVG data URL. */
  qrCode: z.string(),
});
export type MfaEnrollmentResponse = z.infer<typeof mfaEnrollmentResponse>;

const authenticationCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, mfaMessages.codeFormat);

/** The app's code as a form holds it; the request is the same, refusing any other field. */
export const mfaCodeForm = z.object({ code: authenticationCode });
export const mfaCodeRequest = mfaCodeForm.strict();
export type MfaCodeRequest = z.infer<typeof mfaCodeRequest>;

export const mfaRecoveryCodesResponse = z.object({
  recoveryCodes: z.array(z.string()).length(recoveryCodeCount),
});
export const mfaEnrolledResponse = mfaRecoveryCodesResponse.extend(rotatedSession);
export type MfaRecoveryCodesResponse = z.infer<typeof mfaRecoveryCodesResponse>;

const recoveryCode = z.string().trim().min(1, mfaMessages.recoveryCodeRequired).max(40);
/** One of the recovery codes, as the sign-in's second step asks for it instead of the app's code. */
export const recoveryCodeForm = z.object({ recoveryCode });

/** Either the app's code or one recovery code. */
export const mfaVerifyRequest = z
  .object({ code: authenticationCode.optional(), recoveryCode: recoveryCode.optional() })
  .strict()
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
    message: 'Send either code or recoveryCode',
    path: ['code'],
  });
export type MfaVerifyRequest = z.infer<typeof mfaVerifyRequest>;

export const mfaVerifyResponse = z.object({
  success: z.literal(true),
  recoveryCodesRemaining: z.number().int(),
  ...rotatedSession,
});
export type MfaVerifyResponse = z.infer<typeof mfaVerifyResponse>;
