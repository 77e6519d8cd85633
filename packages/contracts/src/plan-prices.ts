import type { PlanChargeBasis } from './plans.contract';

// A plan's price in words, kept free of the schema library: the landing page and the dashboard
// show prices, and the schemas of the plan editor must not load with them.

/** "$29" for whole dollars, "$29.50" otherwise. */
export function formatPlanPrice(priceCents: number): string {
  const dollars = priceCents / 100;
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}

/** What a plan costs in plain words: "$29/month", or "$50 per deletion" for a per-deletion plan. */
export function formatPlanCharge(plan: {
  chargeBasis: PlanChargeBasis;
  priceCents: number;
  pricePerDeletionCents: number | null;
  billingInterval: string;
}): string {
  return plan.chargeBasis === 'PER_DELETION'
    ? `${formatPlanPrice(plan.pricePerDeletionCents ?? 0)} per deletion`
    : `${formatPlanPrice(plan.priceCents)}/${plan.billingInterval}`;
}
