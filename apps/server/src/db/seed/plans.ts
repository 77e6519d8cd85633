import type { Database } from '../client';
import { platformOrganizationId, subscriptionPlans } from '../schema';

/** The three subscription plans on offer. Prices are integer cents. */
const planSeed = [
  {
    name: 'Pro Plan',
    kind: 'consumer' as const,
    description: 'For one person working through a few negative items at a steady pace.',
    priceCents: 2900,
    billingInterval: 'month' as const,
    // Self-serve: the consumer prints and mails their own letters.
    lettersMailedBy: 'CONSUMER' as const,
    sortOrder: 1,
    features: [
      '1–2 negative items disputed per month',
      'AI dispute letters to Equifax, Experian and TransUnion',
      'USPS certified mail tracking with 14-day follow-ups',
      'Credit score simulator and AI credit analysis',
      'Learning center and credit-building plan',
    ],
  },
  {
    name: 'Elite Plan',
    kind: 'consumer' as const,
    description: 'For a full credit file: every negative item worked each month, with a strategist.',
    priceCents: 7900,
    billingInterval: 'month' as const,
    sortOrder: 2,
    features: [
      'Everything in Pro',
      'No monthly limit on disputed items',
      'One 15-minute strategy call per month',
      'Bureau response analysis and next-round letters',
      'Secure chat with a credit specialist',
    ],
  },
  {
    name: 'White Label Plan',
    kind: 'professional' as const,
    description: 'For credit repair professionals serving their own clients under their brand.',
    priceCents: 39900,
    billingInterval: 'month' as const,
    sortOrder: 3,
    features: [
      'Up to 50 client users',
      'Admin portal: clients, reports, disputes and mail tracking',
      'Credit report upload and analysis',
      'Analytics from your own client data',
      'Business plan, billed monthly in advance',
    ],
  },
];

/** The plans an organization offers, the platform's own unless another is named; once each. */
export async function seedPlans(db: Database, organizationId = platformOrganizationId) {
  await db
    .insert(subscriptionPlans)
    .values(planSeed.map((plan) => ({ ...plan, organizationId })))
    .onConflictDoNothing({ target: [subscriptionPlans.organizationId, subscriptionPlans.name] });
}
