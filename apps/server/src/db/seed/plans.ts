import { whiteLabelBilling } from '@app/contracts/organization-billing.contract';
import { type PlanName, planCatalogue } from '@app/contracts/plan-entitlements';
import type { Database } from '../client';
import { platformOrganizationId, subscriptionPlans } from '../schema';

/** A plan's name, kind and feature list, as contracts define them beside what each one includes. */
function planText(name: PlanName) {
  const plan = planCatalogue.find((p) => p.name === name);
  if (!plan) throw new Error(`No plan named ${name}`);
  return { name: plan.name, kind: plan.kind, features: [...plan.features] };
}

/** The three subscription plans on offer. Prices are integer cents. */
const planSeed = [
  {
    ...planText('Pro Plan'),
    description: 'For one person working through a few negative items at a steady pace.',
    priceCents: 2900,
    billingInterval: 'month' as const,
    // Self-serve: the consumer prints and mails their own letters.
    lettersMailedBy: 'CONSUMER' as const,
    sortOrder: 1,
  },
  {
    ...planText('Elite Plan'),
    description: 'For a full credit file: every negative item worked each month, with a strategist.',
    priceCents: 7900,
    billingInterval: 'month' as const,
    sortOrder: 2,
  },
  {
    ...planText('Pay Per Deletion Plan'),
    description: 'For someone who wants to pay for results: each deleted item, nothing else.',
    priceCents: 0,
    billingInterval: 'month' as const,
    chargeBasis: 'PER_DELETION' as const,
    pricePerDeletionCents: 5000,
    sortOrder: 3,
  },
  {
    ...planText('White Label Plan'),
    description: 'For credit repair professionals serving their own clients under their brand.',
    priceCents: whiteLabelBilling.monthlyCents,
    billingInterval: 'month' as const,
    sortOrder: 4,
  },
];

/**
 * The plans an organization offers, the platform's own unless another is named; once each. The
 * per-deletion demo plan is the platform's only.
 */
export async function seedPlans(db: Database, organizationId = platformOrganizationId) {
  const plans =
    organizationId === platformOrganizationId ? planSeed : planSeed.filter((p) => !('chargeBasis' in p));
  await db
    .insert(subscriptionPlans)
    .values(plans.map((plan) => ({ ...plan, organizationId })))
    .onConflictDoNothing({ target: [subscriptionPlans.organizationId, subscriptionPlans.name] });
}
