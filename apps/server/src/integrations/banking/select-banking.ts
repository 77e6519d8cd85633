import type { BankingPort } from './banking.port';
import { createSimulatedBanking } from './simulated.adapter';

/**
 * The banking link. Only the built-in simulation exists: a bank-link provider adapter would be
 * chosen here by a BANKING_PROVIDER setting, as the other integrations are.
 */
export function selectBanking(): BankingPort {
  return createSimulatedBanking();
}
