import { z } from 'zod';

export const billingIntervals = ['month', 'year'] as const;
export type BillingInterval = (typeof billingIntervals)[number];

/**
 * Who a plan is for. Consumer plans fall under the Credit Repair Organizations Act (agreements
 * before the card, billed after services); professional plans are business plans billed in advance.
 */
export const planKinds = ['consumer', 'professional'] as const;
export const planKind = z.enum(planKinds);
export type PlanKind = z.infer<typeof planKind>;

/** Price is a numeric string; priceCents is the integer the server bills. */
export const subscriptionPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: planKind,
  description: z.string(),
  price: z.string(),
  priceCents: z.number().int(),
  billingInterval: z.enum(billingIntervals),
  features: z.array(z.string()),
  mostPopular: z.boolean(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlan>;
export const subscriptionPlanList = z.array(subscriptionPlan);
export type SubscriptionPlanList = z.infer<typeof subscriptionPlanList>;

/** The plan the spec flags 'Most Popular'. */
export const mostPopularPlanName = 'Elite Plan';

/** "$29" for whole dollars, "$29.50" otherwise. */
export function formatPlanPrice(priceCents: number): string {
  const dollars = priceCents / 100;
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}
