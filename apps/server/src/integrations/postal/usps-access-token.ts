import { z } from 'zod';
import { PostalProviderError } from './postal.port';
import { requestUsps, uspsRefusalDetail } from './usps-request';

export interface UspsCredentials {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
}

// USPS sends expires_in as a string in its own examples ("28799"); accept both.
const tokenReply = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive().optional(),
});

const assumedLifetimeSeconds = 3600;

/**
 * The OAuth 2.0 client-credentials token for the USPS APIs, kept until shortly before it expires
 * and shared by concurrent calls, so a busy refresh job asks USPS for one token, not one per letter.
 */
export function createUspsAccessToken(credentials: UspsCredentials) {
  let cached: { token: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function obtain(signal: AbortSignal): Promise<string> {
    const reply = await requestUsps(
      `${credentials.baseUrl}/oauth2/v3/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          grant_type: 'client_credentials',
          client_id: credentials.clientId,
          client_secret: credentials.clientSecret,
        }),
        signal,
      },
      'The USPS token endpoint',
    );
    if (reply.status === 401 || reply.status === 403) {
      throw new PostalProviderError(
        `USPS refused the client credentials (HTTP ${reply.status}${uspsRefusalDetail(reply.body)}); check USPS_CLIENT_ID and USPS_CLIENT_SECRET`,
      );
    }
    if (!reply.ok) {
      throw new PostalProviderError(
        `The USPS token endpoint answered HTTP ${reply.status}${uspsRefusalDetail(reply.body)}`,
      );
    }
    const parsed = tokenReply.safeParse(reply.body);
    if (!parsed.success)
      throw new PostalProviderError('The USPS token endpoint answered without an access token');
    const lifetimeMs = (parsed.data.expires_in ?? assumedLifetimeSeconds) * 1000;
    // Renew a minute early (a tenth early for short-lived tokens) so a token never expires in flight.
    cached = {
      token: parsed.data.access_token,
      renewAt: Date.now() + lifetimeMs - Math.min(60_000, lifetimeMs / 10),
    };
    return parsed.data.access_token;
  }

  return {
    async current(signal: AbortSignal): Promise<string> {
      if (cached && Date.now() < cached.renewAt) return cached.token;
      pending ??= obtain(signal).finally(() => {
        pending = null;
      });
      return pending;
    },
    /** USPS refused this token before its time (revoked, or its clock differs): the next call gets a new one. */
    forget(token: string) {
      if (cached?.token === token) cached = null;
    },
  };
}
