import { createCachedAccessToken, tokenReply } from '../oauth/cached-access-token';
import { BureauProviderError } from './bureaus.port';
import { experianRefusalDetail, requestExperian } from './experian-request';

export interface ExperianCredentials {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
}

const assumedLifetimeSeconds = 1800;

/** Experian's client-credentials token, cached and shared (a busy sync job asks for one, not one per connection). */
export function createExperianAccessToken(credentials: ExperianCredentials, clock: () => number = Date.now) {
  return createCachedAccessToken(async (signal) => {
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
    return {
      token: parsed.data.access_token,
      lifetimeSeconds: parsed.data.expires_in ?? assumedLifetimeSeconds,
    };
  }, clock);
}
