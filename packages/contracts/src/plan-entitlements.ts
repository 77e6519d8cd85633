import type { BetaFeature } from './beta-features';

// Zod-free: the navigation and every refusal read it, and need no schema library for that.

/** The tools a person may be entitled to; each names one rule of permissions.ts. */
export const entitlements = [
  'createDisputes',
  'useAI',
  'simulateCredit',
  'trackMail',
  'accessCreditBuilding',
  'accessEducation',
] as const;
export type Entitlement = (typeof entitlements)[number];

/** What each tool is called where a person reads it ("Education is part of ..."). */
export const entitlementLabels: Record<Entitlement, string> = {
  createDisputes: 'Filing your own disputes',
  useAI: 'AI credit analysis',
  simulateCredit: 'The credit score simulator',
  trackMail: 'Certified mail tracking',
  accessCreditBuilding: 'Credit Building',
  accessEducation: 'Education',
};

/**
 * The plans on offer, in the order they are shown: what each one's card promises (`features`) and
 * the tools that promise opens (`includes`). The two are written side by side so that a line of a
 * feature list and the access it gives cannot drift apart; the seed writes `features` to the
 * plan rows, and the access policy (server) and the navigation (web) read `includes`.
 */
export const planCatalogue = [
  {
    name: 'Pro Plan',
    kind: 'consumer',
    features: [
      '1–2 negative items disputed per month', // createDisputes
      'AI dispute letters to Equifax, Experian and TransUnion', // useAI
      'USPS certified mail tracking with 14-day follow-ups', // trackMail
      'Credit score simulator and AI credit analysis', // simulateCredit, useAI
      'Learning center and credit-building plan', // accessEducation, accessCreditBuilding
    ],
    includes: [
      'createDisputes',
      'useAI',
      'trackMail',
      'simulateCredit',
      'accessEducation',
      'accessCreditBuilding',
    ],
  },
  {
    name: 'Elite Plan',
    kind: 'consumer',
    features: [
      'Everything in Pro',
      'No monthly limit on disputed items',
      'One 15-minute strategy call per month',
      'Bureau response analysis and next-round letters',
      'Secure chat with a credit specialist',
    ],
    includes: [
      'createDisputes',
      'useAI',
      'trackMail',
      'simulateCredit',
      'accessEducation',
      'accessCreditBuilding',
    ],
  },
  {
    // Elite's tools, charged per deletion seen on a report instead of per month (the plan editor
    // sets the price); not a step of the monthly ladder, so no refusal or upgrade names it.
    name: 'Pay Per Deletion Plan',
    kind: 'consumer',
    perDeletion: true,
    features: [
      'Pay only for each negative item deleted',
      'No monthly limit on disputed items',
      'AI dispute letters to Equifax, Experian and TransUnion',
      'USPS certified mail tracking with 14-day follow-ups',
      'Credit score simulator, learning center and credit-building plan',
    ],
    includes: [
      'createDisputes',
      'useAI',
      'trackMail',
      'simulateCredit',
      'accessEducation',
      'accessCreditBuilding',
    ],
  },
  {
    // A business plan: its holder serves clients through the admin portal, which an admin grants.
    name: 'White Label Plan',
    kind: 'professional',
    features: [
      'Up to 50 client users',
      'Admin portal: clients, reports, disputes and mail tracking',
      'Credit report upload and analysis',
      'Analytics from your own client data',
      'Your own brand on sign-in, letters, contracts and e-mails',
    ],
    includes: [],
  },
] as const satisfies readonly {
  name: string;
  kind: 'consumer' | 'professional';
  features: readonly string[];
  includes: readonly Entitlement[];
  perDeletion?: boolean;
}[];
export type PlanName = (typeof planCatalogue)[number]['name'];

const planNamed = (name: string | null | undefined) => planCatalogue.find((p) => p.name === name);
/** The monthly plans, one above the other: what refusals name and upgrades climb. */
const monthlyLadder = planCatalogue.filter((p) => !('perDeletion' in p));

/** The tools a plan opens; nothing for no plan or a plan no longer on offer. */
export function planIncludes(planName: string | null | undefined, entitlement: Entitlement): boolean {
  return (
    (planNamed(planName)?.includes as readonly Entitlement[] | undefined)?.includes(entitlement) ?? false
  );
}

/** The tools an access code's feature opens, whatever the person's plan. */
export const accessCodeGrants: Record<BetaFeature, readonly Entitlement[]> = {
  AI_DISPUTE_LETTERS: ['useAI'],
  CREDIT_SIMULATION: ['simulateCredit'],
  USPS_TRACKING: ['trackMail'],
  BETA_FEATURES: ['accessCreditBuilding', 'accessEducation'],
  ADVANCED_ANALYTICS: [],
  PRIORITY_SUPPORT: [],
};

/** "Pro", "Pro and Elite", "Pro, Elite and X": the short names of the plans that include a tool. */
function plansWith(entitlement: Entitlement): string[] {
  return monthlyLadder
    .filter((p) => (p.includes as readonly Entitlement[]).includes(entitlement))
    .map((p) => p.name.replace(/ Plan$/, ''));
}
const joinNames = (names: string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** Why a tool is refused, in plain words: which plans include it, and where to get one. */
export function entitlementRefusal(entitlement: Entitlement): { title: string; message: string } {
  const names = plansWith(entitlement);
  const label = entitlementLabels[entitlement];
  return {
    title: `${label} is not part of your plan`,
    message: names.length
      ? `${label} is part of the ${joinNames(names)} plan${names.length > 1 ? 's' : ''}. You can choose a plan on the Billing page.`
      : `${label} is not part of a plan on offer.`,
  };
}

/**
 * The consumer plan a person could move up to: the next consumer plan after theirs, any consumer
 * plan when they have none, and none on the top plan or a business plan.
 */
export function upgradeFrom(planName: string | null | undefined): PlanName | null {
  const consumer = monthlyLadder.filter((p) => p.kind === 'consumer');
  const current = planNamed(planName);
  if (!current) return consumer[0]?.name ?? null;
  if (current.kind !== 'consumer' || 'perDeletion' in current) return null;
  return consumer[consumer.findIndex((p) => p.name === current.name) + 1]?.name ?? null;
}

/** How a person's plan is named on a badge, the same in the header, on Billing and in admin lists. */
export const planBadge = (planName: string | null | undefined) => planNamed(planName)?.name ?? null;
