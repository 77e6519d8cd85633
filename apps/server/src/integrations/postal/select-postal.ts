import type { PostalPort } from './postal.port';
import { createSimulatedPostal } from './simulated.adapter';
import { createUspsPostal } from './usps.adapter';

export interface PostalConfig {
  POSTAL_PROVIDER?: 'simulated' | 'usps';
  USPS_CLIENT_ID?: string;
  USPS_CLIENT_SECRET?: string;
  USPS_BASE_URL?: string;
  USPS_TIMEOUT_MS?: number;
  /** Simulated seconds per real second, for demos and browser tests (1 = real time). */
  POSTAL_SIMULATOR_TIME_SCALE?: number;
}

/** The simulator with its clock sped up from the moment each number was added. */
function acceleratedSimulator(scale: number): PostalPort {
  const inner = createSimulatedPostal();
  return {
    source: inner.source,
    track: (request, now = new Date()) =>
      inner.track(
        request,
        new Date(request.addedAt.getTime() + (now.getTime() - request.addedAt.getTime()) * scale),
      ),
  };
}

const defaultUspsBaseUrl = 'https://apis.usps.com';
const defaultUspsTimeoutMs = 10_000;

/** The simulator unless POSTAL_PROVIDER=usps says otherwise; missing USPS credentials fail at start, not at first lookup. */
export function selectPostal(config: PostalConfig): PostalPort {
  if (config.POSTAL_PROVIDER !== 'usps') {
    const scale = config.POSTAL_SIMULATOR_TIME_SCALE ?? 1;
    return scale === 1 ? createSimulatedPostal() : acceleratedSimulator(scale);
  }
  const missing = (['USPS_CLIENT_ID', 'USPS_CLIENT_SECRET'] as const).filter((k) => !config[k]?.trim());
  if (missing.length > 0) {
    throw new Error(
      `POSTAL_PROVIDER=usps needs ${missing.join(' and ')} (the consumer key and secret of an app at developers.usps.com)`,
    );
  }
  return createUspsPostal({
    baseUrl: (config.USPS_BASE_URL?.trim() || defaultUspsBaseUrl).replace(/\/+$/, ''),
    clientId: (config.USPS_CLIENT_ID as string).trim(),
    clientSecret: (config.USPS_CLIENT_SECRET as string).trim(),
    timeoutMs: config.USPS_TIMEOUT_MS ?? defaultUspsTimeoutMs,
  });
}
