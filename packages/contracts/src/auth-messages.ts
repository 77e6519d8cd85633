// Kept apart from the auth schemas, which need zod: the sign-in screen shows these words before
// zod has loaded.
export const authMessages = {
  invalidCredentials: 'Invalid credentials',
  accessDenied: 'Access denied: this account cannot use the admin portal',
  tooManyAttempts: 'Too many failed sign-in attempts. Please try again later.',
  /** What the sign-in screen shows for every failure. */
  loginFailed: 'Invalid email or password. Please try again.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  /** A signed-in person asked for something their role does not allow. */
  forbidden: 'You do not have permission to do this',
} as const;
