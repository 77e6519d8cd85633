import type { BureauPort } from './bureaus.port';
import { createExperianBureaus } from './experian.adapter';
import { createSandboxBureaus } from './sandbox.adapter';

export interface BureausConfig {
  BUREAU_PROVIDER?: 'sandbox' | 'experian';
  EXPERIAN_CLIENT_ID?: string;
  EXPERIAN_CLIENT_SECRET?: string;
  EXPERIAN_SUBSCRIBER_CODE?: string;
  EXPERIAN_BASE_URL?: string;
  EXPERIAN_TIMEOUT_MS?: number;
}

const defaultExperianBaseUrl = 'https://us-api.experian.com';

/** The sandbox unless BUREAU_PROVIDER=experian; missing Experian credentials fail at start, not at the first pull. */
export function selectBureaus(config: BureausConfig): BureauPort {
  if (config.BUREAU_PROVIDER !== 'experian') return createSandboxBureaus();
  const needed = ['EXPERIAN_CLIENT_ID', 'EXPERIAN_CLIENT_SECRET', 'EXPERIAN_SUBSCRIBER_CODE'] as const;
  const missing = needed.filter((k) => !config[k]?.trim());
  if (missing.length > 0) {
    throw new Error(
      `BUREAU_PROVIDER=experian needs ${missing.join(', ')} (from Experian's developer portal)`,
    );
  }
  return createExperianBureaus({
    baseUrl: (config.EXPERIAN_BASE_URL?.trim() || defaultExperianBaseUrl).replace(/\/+$/, ''),
    clientId: (config.EXPERIAN_CLIENT_ID as string).trim(),
    clientSecret: (config.EXPERIAN_CLIENT_SECRET as string).trim(),
    subscriberCode: (config.EXPERIAN_SUBSCRIBER_CODE as string).trim(),
    timeoutMs: config.EXPERIAN_TIMEOUT_MS ?? 15_000,
  });
}
