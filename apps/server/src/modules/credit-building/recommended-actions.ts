import { formatUsd } from '@app/contracts/common/money';
import type { Priority } from '@app/contracts/common/priority';
import type { CreditBuildingType } from '@app/contracts/credit-building.contract';
import { type CreditProfile, type SimulatorAction, simulateScore } from '@app/contracts/score-simulator';

interface RevolvingAccount {
  creditor: string;
  accountNumberLast4: string | null;
  balanceCents: number;
  creditLimitCents: number | null;
}
export interface ReportFacts {
  score: number;
  /** Null when the report does not say; nothing is recommended from a figure nobody knows. */
  utilizationRate: number | null;
  accountAgeMonths: number | null;
  activeLatePayments: number;
  activeCollections: number;
  /** From a bureau file, when the person has one; null otherwise. */
  revolving: RevolvingAccount[] | null;
  openAccounts: number | null;
}
export interface DerivedAction {
  type: CreditBuildingType;
  title: string;
  description: string;
  priority: Priority;
  potentialImpact: number;
  timeframe: string;
}

/** Over 30% of limits costs points (as the Quick Credit Tips say); under two years or three accounts is thin. */
const highUtilization = 0.3;
const youngFileMonths = 24;
const thinFileAccounts = 3;

const impactOf = (facts: ReportFacts, action: SimulatorAction) => {
  const profile: CreditProfile = {
    collections: facts.activeCollections,
    latePayments: facts.activeLatePayments,
    utilizationRate: facts.utilizationRate ?? undefined,
    accountAgeMonths: facts.accountAgeMonths ?? undefined,
  };
  return simulateScore(facts.score, [action], profile).totalImprovement;
};

/** The card furthest over 30% of its limit, and what paying it down to 30% takes. */
function worstCard(accounts: RevolvingAccount[]) {
  const withLimits = accounts.filter(
    (a): a is RevolvingAccount & { creditLimitCents: number } => (a.creditLimitCents ?? 0) > 0,
  );
  const ranked = withLimits
    .map((a) => ({ ...a, over: a.balanceCents - highUtilization * a.creditLimitCents }))
    .filter((a) => a.over > 0)
    .sort((a, b) => b.over - a.over);
  const card = ranked[0];
  if (!card) return null;
  return { ...card, payDownDollars: Math.ceil(card.over / 100) };
}

function utilizationAction(facts: ReportFacts, utilizationRate: number): DerivedAction {
  const percent = Math.round(utilizationRate * 100);
  const card = facts.revolving ? worstCard(facts.revolving) : null;
  const name = card
    ? `${card.creditor}${card.accountNumberLast4 ? ` card ending ${card.accountNumberLast4}` : ' card'}`
    : '';
  return {
    type: 'UTILIZATION_REDUCTION',
    title: card ? `Pay ${formatUsd(card.payDownDollars)} on your ${name}` : 'Bring card balances under 30%',
    description: card
      ? `Your ${name} carries ${formatUsd(card.balanceCents / 100)} of its ${formatUsd(card.creditLimitCents / 100)} limit. Paying ${formatUsd(card.payDownDollars)} before the statement date brings it to 30%; your overall utilization is ${percent}%.`
      : `Your report shows ${percent}% of your card limits in use. Pay balances below 30% of each limit, ideally under 10%, before the statement date.`,
    priority: 'HIGH',
    potentialImpact: impactOf(facts, 'lowerUtilization'),
    timeframe: '1-2 months',
  };
}

/** The plan a report calls for; each impact is the simulator's estimate for that one action. */
export function recommendedActions(facts: ReportFacts): DerivedAction[] {
  const actions: DerivedAction[] = [];
  if (facts.utilizationRate !== null && facts.utilizationRate > highUtilization)
    actions.push(utilizationAction(facts, facts.utilizationRate));
  if (facts.activeLatePayments > 0) {
    const n = facts.activeLatePayments;
    actions.push({
      type: 'PAYMENT_HISTORY',
      title: 'Dispute inaccurate late payments and set up autopay',
      description: `Your report shows ${n} late payment${n > 1 ? 's' : ''}. Dispute any that are inaccurate, and set autopay for every minimum payment so no new one appears.`,
      priority: 'HIGH',
      potentialImpact: impactOf(facts, 'removeLatePays'),
      timeframe: '1-3 months',
    });
  }
  if (facts.activeCollections > 0) {
    const n = facts.activeCollections;
    actions.push({
      type: 'COLLECTIONS',
      title: `Resolve ${n} account${n > 1 ? 's' : ''} in collections or charged off`,
      description:
        'Dispute collections you do not recognise; for valid ones, ask for deletion in writing in exchange for payment.',
      priority: 'MEDIUM',
      potentialImpact: impactOf(facts, 'payOffCollections'),
      timeframe: '2-4 months',
    });
  }
  const young = facts.accountAgeMonths !== null && facts.accountAgeMonths < youngFileMonths;
  const thin = facts.openAccounts !== null && facts.openAccounts < thinFileAccounts;
  if (young || thin) {
    actions.push({
      type: 'SECURED_CARD',
      title: 'Open a secured credit card',
      description: `${young ? `Your oldest history is ${facts.accountAgeMonths} months` : `Your file has ${facts.openAccounts} open accounts`}: a secured card that reports to all three bureaus adds a positive account. Keep its balance under 10% and pay in full.`,
      priority: 'MEDIUM',
      potentialImpact: impactOf(facts, 'addSecuredCard'),
      timeframe: '6-12 months',
    });
  }
  return actions;
}
