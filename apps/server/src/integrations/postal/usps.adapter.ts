import { type PostalPort, PostalProviderError } from './postal.port';
import { createUspsAccessToken, type UspsCredentials } from './usps-access-token';
import { requestUsps, uspsRefusalDetail, withinUspsDeadline } from './usps-request';
import { trackingInfoFromUsps } from './usps-tracking-reply';

export interface UspsConfig extends UspsCredentials {
  /** The whole lookup (token included) gives up after this long. */
  timeoutMs: number;
}

/**
 * The USPS Tracking API v3 (developers.usps.com): OAuth 2.0 client credentials, then
 * GET /tracking/v3/tracking/{number}?expand=DETAIL. Every failure, a slow answer included,
 * becomes PostalProviderError.
 */
export function createUspsPostal(config: UspsConfig): PostalPort {
  const accessToken = createUspsAccessToken(config);

  const lookUp = (trackingNumber: string, token: string, signal: AbortSignal) =>
    requestUsps(
      `${config.baseUrl}/tracking/v3/tracking/${encodeURIComponent(trackingNumber)}?expand=DETAIL`,
      { headers: { authorization: `Bearer ${token}`, accept: 'application/json' }, signal },
      'USPS tracking',
    );

  return {
    source: 'usps',
    track(request) {
      return withinUspsDeadline(config.timeoutMs, async (signal) => {
        let token = await accessToken.current(signal);
        let reply = await lookUp(request.trackingNumber, token, signal);
        if (reply.status === 401) {
          // Revoked or expired early on USPS's side: one fresh token, one retry, never a loop.
          accessToken.forget(token);
          token = await accessToken.current(signal);
          reply = await lookUp(request.trackingNumber, token, signal);
        }
        if (reply.status === 401) {
          throw new PostalProviderError(
            `USPS tracking refused a freshly issued access token (HTTP 401${uspsRefusalDetail(reply.body)}); check that the app may use the Tracking API`,
          );
        }
        if (!reply.ok) {
          throw new PostalProviderError(
            `USPS tracking answered HTTP ${reply.status}${uspsRefusalDetail(reply.body)}`,
          );
        }
        return trackingInfoFromUsps(reply.body);
      });
    },
  };
}
