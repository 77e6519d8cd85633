import { createCachedAccessToken, tokenReply } from '../oauth/cached-access-token';
import { PostalProviderError } from './postal.port';
import { requestUsps, uspsRefusalDetail } from './usps-request';

export interface UspsCredentials {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
}

const assumedLifetimeSeconds = 3600;

/** The client-credentials token for the USPS APIs, cached and shared (a busy refresh job asks for one, not one per letter). */
export function createUspsAccessToken(credentials: UspsCredentials) {
  return createCachedAccessToken(async (signal) => {
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
    return {
      token: parsed.data.access_token,
      lifetimeSeconds: parsed.data.expires_in ?? assumedLifetimeSeconds,
    };
  });
}
