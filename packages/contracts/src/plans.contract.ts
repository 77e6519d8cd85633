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

/**
 * How a consumer plan is charged, always in arrears: MONTHLY bills the plan's price for each month
 * in which services were performed; PER_DELETION bills, after each month, the organization's price
 * for each deletion the outcome ledger saw on a credit report in that month, and nothing else.
 */
export const planChargeBases = ['MONTHLY', 'PER_DELETION'] as const;
export const planChargeBasis = z.enum(planChargeBases);
export type PlanChargeBasis = z.infer<typeof planChargeBasis>;

export const planChargeBasisLabels: Record<PlanChargeBasis, string> = {
  MONTHLY: 'Monthly, for each month with services',
  PER_DELETION: 'Per deletion, for each item deleted',
};

/** What an organization may ask for one deletion: $1 to $500. */
export const perDeletionPriceBounds = { minCents: 100, maxCents: 50_000 } as const;

export const planChargingMessages = {
  priceRequired: 'Enter the price of one deletion',
  priceRange: 'The price of one deletion is between $1 and $500',
  consumerOnly: 'Only a consumer plan can be charged per deletion',
} as const;

/** The plan editor's form: how the plan is charged and, per deletion, at what price (cents). */
export const planChargingInput = z
  .object({
    chargeBasis: planChargeBasis,
    pricePerDeletionCents: z
      .number({ message: planChargingMessages.priceRequired })
      .int(planChargingMessages.priceRange)
      .min(perDeletionPriceBounds.minCents, planChargingMessages.priceRange)
      .max(perDeletionPriceBounds.maxCents, planChargingMessages.priceRange)
      .nullable(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.chargeBasis === 'PER_DELETION' && v.pricePerDeletionCents === null)
      ctx.addIssue({
        code: 'custom',
        path: ['pricePerDeletionCents'],
        message: planChargingMessages.priceRequired,
      });
  });
export type PlanChargingInput = z.infer<typeof planChargingInput>;

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
  chargeBasis: planChargeBasis,
  /** Cents per deletion, for a PER_DELETION plan; null otherwise. */
  pricePerDeletionCents: z.number().int().nullable(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlan>;
export const subscriptionPlanList = z.array(subscriptionPlan);
export type SubscriptionPlanList = z.infer<typeof subscriptionPlanList>;

/** A plan as its organization's admins see it in the plan editor, offered or not. */
export const adminPlan = subscriptionPlan.extend({ active: z.boolean() });
export type AdminPlan = z.infer<typeof adminPlan>;
export const adminPlanList = z.array(adminPlan);
export type AdminPlanList = z.infer<typeof adminPlanList>;

/** The plan the spec flags 'Most Popular'. */
export const mostPopularPlanName = 'Elite Plan';
