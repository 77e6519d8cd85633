import { z } from 'zod';

/** An OAuth 2.0 token endpoint's answer; some providers send expires_in as a string ("28799"). */
export const tokenReply = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive().optional(),
});

/**
 * A client-credentials access token kept until shortly before it expires and shared by concurrent
 * calls, so a busy job asks the provider for one token, not one per call. `obtain` asks the
 * provider (each has its own request shape and refusals) and answers the token with its lifetime.
 */
export function createCachedAccessToken(
  obtain: (signal: AbortSignal) => Promise<{ token: string; lifetimeSeconds: number }>,
  clock: () => number = Date.now,
) {
  let cached: { token: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function renew(signal: AbortSignal): Promise<string> {
    const { token, lifetimeSeconds } = await obtain(signal);
    const lifetimeMs = lifetimeSeconds * 1000;
    // Renewed a minute early (a tenth early for short-lived tokens) so a token never expires in flight.
    cached = { token, renewAt: clock() + lifetimeMs - Math.min(60_000, lifetimeMs / 10) };
    return token;
  }

  return {
    async current(signal: AbortSignal): Promise<string> {
      if (cached && clock() < cached.renewAt) return cached.token;
      pending ??= renew(signal).finally(() => {
        pending = null;
      });
      return pending;
    },
    /** The provider refused this token before its time (revoked, or its clock differs): the next call gets a new one. */
    forget(token: string) {
      if (cached?.token === token) cached = null;
    },
  };
}
