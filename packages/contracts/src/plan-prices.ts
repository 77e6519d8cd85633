import { formatCents } from './common/money';
import type { PlanChargeBasis } from './plans.contract';

// A plan's price in words, kept free of the schema library: the landing page and the dashboard
// show prices, and the schemas of the plan editor must not load with them.

type PricedPlan = {
  chargeBasis: PlanChargeBasis;
  priceCents: number;
  pricePerDeletionCents: number | null;
  billingInterval: string;
};

/**
 * A plan's price and what it is charged for, apart, for a page that sets them in two sizes: "$29"
 * and "/month", or "$50" and " per deletion" for a per-deletion plan.
 */
export function planChargeParts(plan: PricedPlan): { price: string; per: string } {
  return plan.chargeBasis === 'PER_DELETION'
    ? { price: formatCents(plan.pricePerDeletionCents ?? 0), per: ' per deletion' }
    : { price: formatCents(plan.priceCents), per: `/${plan.billingInterval}` };
}

/** What a plan costs in plain words: "$29/month", or "$50 per deletion" for a per-deletion plan. */
export function formatPlanCharge(plan: PricedPlan): string {
  const { price, per } = planChargeParts(plan);
  return `${price}${per}`;
}
