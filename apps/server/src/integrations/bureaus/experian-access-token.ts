import { z } from 'zod';
import { BureauProviderError } from './bureaus.port';
import { experianRefusalDetail, requestExperian } from './experian-request';

export interface ExperianCredentials {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
}

const tokenReply = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive().optional(),
});

const assumedLifetimeSeconds = 1800;

/**
 * Experian's OAuth 2.0 client-credentials token, kept until shortly before it expires and shared
 * by concurrent calls, so a busy sync job asks for one token, not one per connection.
 */
export function createExperianAccessToken(credentials: ExperianCredentials, clock: () => number = Date.now) {
  let cached: { token: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function obtain(signal: AbortSignal): Promise<string> {
    const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64');
    const reply = await requestExperian(
      `${credentials.baseUrl}/oauth2/v1/token`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
        signal,
      },
      'The Experian token endpoint',
    );
    if (reply.status === 400 || reply.status === 401 || reply.status === 403) {
      throw new BureauProviderError(
        `Experian refused the client credentials (HTTP ${reply.status}${experianRefusalDetail(reply.body)}); check EXPERIAN_CLIENT_ID and EXPERIAN_CLIENT_SECRET`,
      );
    }
    if (!reply.ok) {
      throw new BureauProviderError(
        `The Experian token endpoint answered HTTP ${reply.status}${experianRefusalDetail(reply.body)}`,
      );
    }
    const parsed = tokenReply.safeParse(reply.body);
    if (!parsed.success)
      throw new BureauProviderError('The Experian token endpoint answered without an access token');
    const lifetimeMs = (parsed.data.expires_in ?? assumedLifetimeSeconds) * 1000;
    // Renewed a minute early (a tenth early for short-lived tokens) so a token never expires in flight.
    cached = {
      token: parsed.data.access_token,
      renewAt: clock() + lifetimeMs - Math.min(60_000, lifetimeMs / 10),
    };
    return parsed.data.access_token;
  }

  return {
    async current(signal: AbortSignal): Promise<string> {
      if (cached && clock() < cached.renewAt) return cached.token;
      pending ??= obtain(signal).finally(() => {
        pending = null;
      });
      return pending;
    },
    /** Experian refused this token before its time: the next call gets a new one. */
    forget(token: string) {
      if (cached?.token === token) cached = null;
    },
  };
}
