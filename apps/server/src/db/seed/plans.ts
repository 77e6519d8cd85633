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
    ...planText('White Label Plan'),
    description: 'For credit repair professionals serving their own clients under their brand.',
    priceCents: whiteLabelBilling.monthlyCents,
    billingInterval: 'month' as const,
    sortOrder: 3,
  },
];

/** The plans an organization offers, the platform's own unless another is named; once each. */
export async function seedPlans(db: Database, organizationId = platformOrganizationId) {
  await db
    .insert(subscriptionPlans)
    .values(planSeed.map((plan) => ({ ...plan, organizationId })))
    .onConflictDoNothing({ target: [subscriptionPlans.organizationId, subscriptionPlans.name] });
}
