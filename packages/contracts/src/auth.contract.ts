import { z } from 'zod';
import { passwordMaxLength } from './password-rules';
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
  }),
  requiresPasswordReset: z.boolean(),
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

export const authMessages = {
  invalidCredentials: 'Invalid credentials',
  accessDenied: 'Access denied: this account cannot use the admin portal',
  tooManyAttempts: 'Too many failed sign-in attempts. Please try again later.',
  /** What the sign-in screen shows for every failure (spec 000 section 8). */
  loginFailed: 'Invalid email or password. Please try again.',
  sessionExpired: 'Your session has expired. Please sign in again.',
} as const;

/** The header the web client always sends; a cookie-authenticated write without it is refused. */
export const csrfHeader = 'x-requested-with';
export const csrfHeaderValue = 'credit-repair-web';
export const sessionCookieName = 'session';
