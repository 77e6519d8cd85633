import { formatCents } from '@app/contracts/common/money';
import { overallUtilization, utilizationPercent } from '@app/contracts/utilization';
import type { CreditCard } from '@app/contracts/utilization.contract';
import type { FiredAlert } from './utilization.repository';

const dayMs = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / dayMs);

/** Cents to pay so a balance ends at 29% of a limit: just under the 30% mark. */
const toUnder30 = (balance: number, limit: number) => Math.max(0, balance - Math.floor((limit * 29) / 100));

/**
 * The rules (issue 16): a card at or over 50% (HIGH) or 30% (MEDIUM), the overall rate over 30%
 * (HIGH), a balance due within 3 days (CRITICAL within a day, else HIGH). `today` is yyyy-mm-dd.
 */
export function utilizationAlertsFor(cards: readonly CreditCard[], today: string): FiredAlert[] {
  const fired: FiredAlert[] = [];
  for (const c of cards) {
    const rate = utilizationPercent(c.currentBalance, c.creditLimit);
    if (c.creditLimit > 0 && rate >= 30) {
      const amount = toUnder30(c.currentBalance, c.creditLimit);
      fired.push({
        ruleKey: `card-${rate >= 50 ? 50 : 30}:${c.id}`,
        urgency: rate >= 50 ? 'HIGH' : 'MEDIUM',
        message: `${c.cardName} is at ${rate}% of its ${formatCents(c.creditLimit)} limit (${rate >= 50 ? '50%' : '30%'} or more).`,
        actionSuggestion: `Pay ${formatCents(amount)} before the statement closes to bring it under 30%.`,
        suggestedAmountCents: amount,
      });
    }
    if (c.dueDate && c.currentBalance > 0) {
      const days = daysBetween(today, c.dueDate);
      if (days >= 0 && days <= 3) {
        const when = days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
        fired.push({
          ruleKey: `due:${c.id}:${c.dueDate}`,
          urgency: days <= 1 ? 'CRITICAL' : 'HIGH',
          message: `${c.cardName} payment is due ${when} (${c.dueDate}).`,
          actionSuggestion: `Pay at least the minimum before ${c.dueDate} to avoid a late mark; paying the full ${formatCents(c.currentBalance)} also avoids interest.`,
          suggestedAmountCents: c.currentBalance,
        });
      }
    }
  }
  const overall = overallUtilization(cards);
  if (overall.percent > 30) {
    const amount = toUnder30(overall.balance, overall.limit);
    fired.push({
      ruleKey: 'overall-30',
      urgency: 'HIGH',
      message: `Your overall utilization is ${overall.percent}% (${formatCents(overall.balance)} of ${formatCents(overall.limit)}), over 30%.`,
      actionSuggestion: `Paying ${formatCents(amount)} across your cards brings it under 30%.`,
      suggestedAmountCents: amount,
    });
  }
  return fired;
}
