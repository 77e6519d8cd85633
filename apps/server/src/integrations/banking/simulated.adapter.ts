import type { BankAccountRef, BankingPort } from './banking.port';

const day = 86_400_000;
export const simulatedHistoryDays = 30;

/** FNV-1a: the same account always gets the same figures, so a sync is repeatable and testable. */
function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}

/**
 * Built-in: no bank is contacted. Balances follow a monthly pay cycle derived from the account, so a
 * person sees how the page works; the UI says plainly that no bank is connected.
 */
export function createSimulatedBanking(): BankingPort {
  return {
    source: 'SIMULATED',
    async balances(account: BankAccountRef, asOf: Date) {
      const seed = seedOf(`${account.connectionId}:${account.bankName.toLowerCase()}`);
      const payday = 1 + (seed % 28);
      const base = 40_000 + (seed % 250_000);
      const swing = 60_000 + ((seed >>> 8) % 180_000);
      const end = Date.UTC(asOf.getUTCFullYear(), asOf.getUTCMonth(), asOf.getUTCDate());
      return Array.from({ length: simulatedHistoryDays }, (_, i) => {
        const at = new Date(end - (simulatedHistoryDays - 1 - i) * day);
        // Days since the last payday, 0 to 30: the balance is highest on payday and drains after it.
        const since = (at.getUTCDate() - payday + 31) % 31;
        const cycle = Math.round((swing * (30 - since)) / 30);
        const balance =
          account.accountType === 'CREDIT'
            ? base - cycle + swing // owed: climbs through the month, paid down on the due day
            : account.accountType === 'SAVINGS'
              ? base * 3 + i * (seed % 500)
              : base + cycle;
        return { date: at.toISOString().slice(0, 10), balance };
      });
    },
  };
}
