import type { MailProvider } from '@app/contracts/certified-mail.contract';
import { createLobPrintMail } from './lob.adapter';
import { createPostGridPrintMail } from './postgrid.adapter';
import type { PrintMailPort } from './print-mail.port';
import { createSimulatedPrintMail } from './simulated.adapter';

export interface PrintMailConfig {
  MAIL_PROVIDER?: MailProvider;
  LOB_API_KEY?: string;
  LOB_BASE_URL?: string;
  LOB_WEBHOOK_SECRET?: string;
  POSTGRID_API_KEY?: string;
  POSTGRID_BASE_URL?: string;
  MAIL_PROVIDER_TIMEOUT_MS?: number;
  /** The built-in print shop runs on the postal simulator's clock. */
  POSTAL_SIMULATOR_TIME_SCALE?: number;
}

const trimUrl = (url: string) => url.trim().replace(/\/+$/, '');

/** The built-in print shop unless MAIL_PROVIDER names a provider; a missing key fails at start, not at the first letter. */
export function selectPrintMail(config: PrintMailConfig): PrintMailPort {
  const timeoutMs = config.MAIL_PROVIDER_TIMEOUT_MS ?? 20_000;
  if (config.MAIL_PROVIDER === 'lob') {
    const missing = (['LOB_API_KEY', 'LOB_WEBHOOK_SECRET'] as const).filter((k) => !config[k]?.trim());
    if (missing.length)
      throw new Error(`MAIL_PROVIDER=lob needs ${missing.join(' and ')} (from the Lob dashboard)`);
    return createLobPrintMail({
      apiKey: (config.LOB_API_KEY as string).trim(),
      baseUrl: trimUrl(config.LOB_BASE_URL ?? 'https://api.lob.com'),
      timeoutMs,
    });
  }
  if (config.MAIL_PROVIDER === 'postgrid') {
    if (!config.POSTGRID_API_KEY?.trim())
      throw new Error('MAIL_PROVIDER=postgrid needs POSTGRID_API_KEY (from the PostGrid dashboard)');
    return createPostGridPrintMail({
      apiKey: config.POSTGRID_API_KEY.trim(),
      baseUrl: trimUrl(config.POSTGRID_BASE_URL ?? 'https://api.postgrid.com'),
      timeoutMs,
    });
  }
  return createSimulatedPrintMail({ timeScale: config.POSTAL_SIMULATOR_TIME_SCALE });
}
