import { formatCents } from './common/money';
import { simulateScore } from './score-simulator';

/** The marks on every utilization bar. */
export const optimalUtilization = 10;
export const warningUtilization = 30;

export const utilizationFormulas = {
  card: 'Utilization = balance ÷ credit limit × 100',
  overall:
    'Overall utilization = sum of balances ÷ sum of credit limits × 100, over the cards you track here, with the balances you entered',
  plan: 'Your budget goes to the card with the highest utilization until it matches the next one, then to both, and so on, so no card stays higher than it must. Overall utilization falls by budget ÷ total limits. Without a budget, the plan is the pay-down that brings every card to the optimal 10% line: budget = sum over cards of max(0, balance − 10% × limit).',
  score:
    'Estimate: the score simulator’s rule, about 0.9 points for each percentage point of overall utilization above 10%, up to 60 points.',
} as const;

/** Percent with one decimal: 1234 of 5000 is 24.7 (a report's rate reads the same: percentOfRate). */
export const utilizationPercent = (balanceCents: number, limitCents: number) =>
  limitCents > 0 ? Math.round((balanceCents / limitCents) * 1000) / 10 : 0;

export type UtilizationColor = 'green' | 'yellow' | 'orange' | 'red';
/** Under 10 green, 10 to 29 yellow, 30 to 49 orange, 50 and above red. */
export function utilizationColor(percent: number): UtilizationColor {
  if (percent < 10) return 'green';
  if (percent < 30) return 'yellow';
  if (percent < 50) return 'orange';
  return 'red';
}

interface CardBalance {
  id: string;
  cardName: string;
  currentBalance: number;
  creditLimit: number;
  dueDate: string | null;
}

export function overallUtilization(cards: readonly CardBalance[]) {
  const balance = cards.reduce((s, c) => s + c.currentBalance, 0);
  const limit = cards.reduce((s, c) => s + c.creditLimit, 0);
  return { balance, limit, percent: utilizationPercent(balance, limit) };
}

/** Points the simulator's utilization rule says a person gains going from one overall rate to another. */
export function utilizationScoreGain(score: number, fromPercent: number, toPercent: number) {
  const gainToOptimal = (percent: number) =>
    simulateScore(score, ['lowerUtilization'], { utilizationRate: percent / 100 }).totalImprovement;
  return Math.max(0, gainToOptimal(fromPercent) - gainToOptimal(toPercent));
}

/**
 * The level every paid card ends at: the largest L with sum(max(0, balance - L × limit)) <= budget,
 * found over the cards sorted by utilization (water-filling), which minimises the highest card.
 */
function levelFor(cards: readonly CardBalance[], budget: number): number {
  const sorted = [...cards].sort(
    (a, b) => b.currentBalance / b.creditLimit - a.currentBalance / a.creditLimit,
  );
  let balance = 0;
  let limit = 0;
  for (let k = 0; k < sorted.length; k++) {
    const card = sorted[k] as CardBalance;
    balance += card.currentBalance;
    limit += card.creditLimit;
    const level = (balance - budget) / limit;
    const next = sorted[k + 1];
    const nextRate = next ? next.currentBalance / next.creditLimit : 0;
    if (level >= nextRate) return Math.max(0, level);
  }
  return 0;
}

/** Cents that bring every card to the optimal line: sum(max(0, balance − 10% × limit)), each rounded up. */
export function budgetToOptimal(cards: readonly CardBalance[]): number {
  return cards
    .filter((c) => c.creditLimit > 0)
    .reduce(
      (s, c) => s + Math.max(0, Math.ceil(c.currentBalance - (optimalUtilization / 100) * c.creditLimit)),
      0,
    );
}

/** A pay-down plan for a budget in cents (cards without a limit or a balance are left out). */
export function payDownPlan(allCards: readonly CardBalance[], budgetCents: number, score: number) {
  const cards = allCards.filter((c) => c.creditLimit > 0 && c.currentBalance > 0);
  const before = overallUtilization(allCards.filter((c) => c.creditLimit > 0));
  const totalBalance = cards.reduce((s, c) => s + c.currentBalance, 0);
  const budget = Math.min(budgetCents, totalBalance);
  const level = levelFor(cards, budget);
  const payments = cards.map((c) => ({
    card: c,
    payment: Math.max(0, Math.min(c.currentBalance, Math.ceil(c.currentBalance - level * c.creditLimit))),
  }));
  // Rounding up to whole cents may overshoot the budget by a few cents: take them back from the largest.
  let excess = payments.reduce((s, p) => s + p.payment, 0) - budget;
  for (const p of [...payments].sort((a, b) => b.payment - a.payment)) {
    if (excess <= 0) break;
    const back = Math.min(excess, p.payment);
    p.payment -= back;
    excess -= back;
  }
  const paid = payments.reduce((s, p) => s + p.payment, 0);
  const targetPercent = utilizationPercent(before.balance - paid, before.limit);
  const scoreImpact = utilizationScoreGain(score, before.percent, targetPercent);
  const paidCards = payments.filter((p) => p.payment > 0).sort((a, b) => b.payment - a.payment);
  const shares = splitPoints(
    scoreImpact,
    paidCards.map((p) => p.payment),
  );
  return {
    overall: {
      currentUtilization: before.percent,
      targetUtilization: targetPercent,
      scoreImpact,
      totalOptimization: paid,
    },
    cardOptimizations: paidCards.map((p, i) => {
      const from = utilizationPercent(p.card.currentBalance, p.card.creditLimit);
      const to = utilizationPercent(p.card.currentBalance - p.payment, p.card.creditLimit);
      return {
        cardId: p.card.id,
        cardName: p.card.cardName,
        priority: i + 1,
        payment: p.payment,
        currentUtilization: from,
        targetUtilization: to,
        scoreImpact: shares[i] ?? 0,
        timeframe: p.card.dueDate
          ? `By the due date, ${p.card.dueDate}`
          : 'Before the statement closing date',
        suggestedAction: `Pay ${formatCents(p.payment)} on ${p.card.cardName} to bring it from ${from}% to ${to}%`,
      };
    }),
  };
}

/** Whole points split in proportion to weights, the remainders to the largest fractions. */
function splitPoints(points: number, weights: number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (points * w) / total);
  const shares = exact.map(Math.floor);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r);
  const left = points - shares.reduce((s, v) => s + v, 0);
  for (let k = 0; k < left; k++) {
    const at = order[k]?.i;
    if (at !== undefined) shares[at] = (shares[at] ?? 0) + 1;
  }
  return shares;
}
