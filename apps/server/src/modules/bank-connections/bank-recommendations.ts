import type { BankAccountType, BankConnection } from '@app/contracts/bank-connections.contract';
import { formatCents } from '@app/contracts/common/money';

/** Below this a card payment or a bill might bounce: $200, in cents. */
const lowBalanceCents = 200_00;

/**
 * Suggestions read from the account's own balances (rules, no AI model). Payment timing only when
 * the person switched auto-optimization on; we never move money.
 */
export function bankRecommendations(account: {
  accountType: BankAccountType;
  autoPaymentOptimization: boolean;
  balanceHistory: { date: string; balance: number }[];
}): BankConnection['aiRecommendations'] {
  const history = account.balanceHistory;
  if (history.length === 0) return [];
  const out: BankConnection['aiRecommendations'] = [];
  if (account.accountType === 'CREDIT') {
    out.push({
      type: 'STATEMENT_DATE',
      message:
        'Paying this account before its statement closes lowers the balance the bureaus see, and so your utilization.',
      priority: 'MEDIUM',
    });
    return out;
  }
  const lowest = history.reduce((a, b) => (b.balance < a.balance ? b : a));
  if (lowest.balance < lowBalanceCents) {
    out.push({
      type: 'LOW_BALANCE',
      message: `Your balance fell to ${formatCents(lowest.balance)} on ${lowest.date}. Keep a buffer before card payments come out, so none is returned.`,
      priority: 'HIGH',
    });
  }
  if (account.autoPaymentOptimization && account.accountType === 'CHECKING') {
    const highest = history.reduce((a, b) => (b.balance > a.balance ? b : a));
    const dayOfMonth = Number(highest.date.slice(8, 10));
    out.push({
      type: 'PAYMENT_TIMING',
      message: `Your balance was highest on day ${dayOfMonth} of the month. Scheduling card payments a day or two after that keeps them covered.`,
      priority: 'MEDIUM',
    });
  }
  return out;
}
