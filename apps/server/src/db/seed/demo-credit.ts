import { creditRatingFor } from '@app/contracts/score';
import { eq } from 'drizzle-orm';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { Database } from '../client';
import {
  creditBuildingActions,
  creditGoals,
  creditIssues,
  creditReports,
  scoreHistory,
  users,
} from '../schema';
import { seedDemoDisputes } from './demo-disputes';
import { type DemoAddress, demoAddress } from './demo-letters';

type Bureau = 'EQUIFAX' | 'EXPERIAN' | 'TRANSUNION';
const all: Bureau[] = ['EQUIFAX', 'EXPERIAN', 'TRANSUNION'];
const day = 86_400_000;
const daysAgo = (n: number, now: Date) => new Date(now.getTime() - n * day);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** A realistic, fictional file: the mix of items a person who comes to credit repair tends to have. */
function demoIssues(now: Date) {
  const yearsAgo = (y: number, extraDays = 0) => isoDay(daysAgo(Math.round(y * 365.25) + extraDays, now));
  return [
    {
      type: 'COLLECTION',
      title: 'Medical collection',
      creditor: 'Midland Credit Management',
      accountNumber: '8841203377',
      amountCents: 124_500,
      dateReported: yearsAgo(2.4),
      impact: 45,
      bureaus: all,
      description: 'Collection account for an emergency room bill, reported as unpaid.',
    },
    {
      type: 'CHARGE_OFF',
      title: 'Credit card charge-off',
      creditor: 'Capital One',
      accountNumber: '4147098812345521',
      amountCents: 287_000,
      dateReported: yearsAgo(3.1),
      impact: 60,
      bureaus: ['EXPERIAN', 'TRANSUNION'] as Bureau[],
      description: 'Revolving account charged off after 180 days past due.',
    },
    {
      type: 'LATE_PAYMENT',
      title: '30-day late payment',
      creditor: 'Toyota Motor Credit',
      accountNumber: '702219983',
      amountCents: 41_200,
      dateReported: yearsAgo(1.2),
      impact: 25,
      bureaus: ['EQUIFAX', 'EXPERIAN'] as Bureau[],
      description: 'Auto loan reported 30 days late once; all other months current.',
    },
    {
      type: 'LATE_PAYMENT',
      title: '60-day late payment',
      creditor: 'Discover Bank',
      accountNumber: '6011000991234417',
      amountCents: 18_900,
      dateReported: yearsAgo(0.8),
      impact: 35,
      bureaus: ['TRANSUNION'] as Bureau[],
      description: 'Credit card reported 60 days late in one month.',
    },
    {
      type: 'COLLECTION',
      title: 'Old telecom collection',
      creditor: 'Enhanced Recovery Company',
      accountNumber: '55012988',
      amountCents: 38_700,
      // Past the FCRA 605 period (seven years from 180 days after the delinquency) when its dispute was written.
      dateReported: yearsAgo(7.9),
      impact: 20,
      bureaus: ['EQUIFAX'] as Bureau[],
      description: 'Collection for a closed wireless account, first delinquent over seven years ago.',
    },
    {
      type: 'INQUIRY',
      title: 'Hard inquiry',
      creditor: 'Synchrony Bank',
      accountNumber: null,
      amountCents: null,
      dateReported: isoDay(daysAgo(140, now)),
      impact: 5,
      bureaus: ['EXPERIAN'] as Bureau[],
      description: 'Hard inquiry for a store card application.',
    },
    {
      type: 'INQUIRY',
      title: 'Hard inquiry',
      creditor: 'Westlake Financial',
      accountNumber: null,
      amountCents: null,
      dateReported: isoDay(daysAgo(260, now)),
      impact: 5,
      bureaus: ['TRANSUNION'] as Bureau[],
      description: 'Hard inquiry from an auto lender.',
    },
    {
      type: 'REPOSSESSION',
      title: 'Voluntary repossession',
      creditor: 'Credit Acceptance Corp',
      accountNumber: '30055871',
      amountCents: 612_300,
      dateReported: yearsAgo(4.3),
      impact: 55,
      bureaus: ['EQUIFAX', 'TRANSUNION'] as Bureau[],
      description: 'Vehicle returned; deficiency balance reported.',
    },
    {
      type: 'COLLECTION',
      title: 'Credit card collection',
      creditor: 'LVNV Funding',
      accountNumber: '5178059911',
      amountCents: 96_400,
      dateReported: yearsAgo(1.8),
      impact: 40,
      bureaus: ['EQUIFAX', 'TRANSUNION'] as Bureau[],
      description: 'A closed Credit One card sold to a debt buyer, reported as an unpaid collection.',
    },
    {
      type: 'LATE_PAYMENT',
      title: '90-day late payment',
      creditor: 'Navient',
      accountNumber: '9000417723',
      amountCents: 27_800,
      dateReported: yearsAgo(2.2),
      impact: 40,
      bureaus: all,
      description: 'Student loan reported 90 days late once after a servicer transfer.',
    },
    {
      type: 'INQUIRY',
      title: 'Hard inquiry',
      creditor: 'Comenity Bank',
      accountNumber: null,
      amountCents: null,
      dateReported: isoDay(daysAgo(80, now)),
      impact: 5,
      bureaus: ['EXPERIAN'] as Bureau[],
      description: 'Hard inquiry for a retail card the person did not open.',
    },
  ] as const;
}

/**
 * A person's own number for a demo account: the same account kind, with the digits after the first
 * four drawn from the person's seed, so no two demo people share an account number.
 */
function personalAccountNumber(base: string, seed: number | undefined, place: number) {
  if (seed === undefined) return base;
  let state = (seed * 7_919 + place * 104_729) % 2_147_483_647;
  const digits = [...base.slice(4)].map(() => {
    state = (state * 48_271) % 2_147_483_647;
    return String(state % 10);
  });
  return base.slice(0, 4) + digits.join('');
}

const buildingActions = [
  {
    type: 'UTILIZATION_REDUCTION',
    title: 'Bring card balances under 30%',
    description:
      'Pay revolving balances down to under 30% of each limit, ideally under 10%, before the statement date.',
    priority: 'HIGH' as const,
    potentialImpact: 35,
    timeframe: '1-2 months',
  },
  {
    type: 'PAYMENT_HISTORY',
    title: 'Set up autopay for every minimum payment',
    description:
      'On-time payments are 35% of a score; autopay for at least the minimum prevents new late payments.',
    priority: 'HIGH' as const,
    potentialImpact: 25,
    timeframe: 'Ongoing',
  },
  {
    type: 'SECURED_CARD',
    title: 'Open a secured credit card',
    description:
      'A secured card that reports to all three bureaus adds a positive account; keep its balance low.',
    priority: 'MEDIUM' as const,
    potentialImpact: 20,
    timeframe: '6 months',
  },
  {
    type: 'CREDIT_BUILDER_LOAN',
    title: 'Consider a credit-builder loan',
    description: 'Small installment loans held in savings until paid off add on-time installment history.',
    priority: 'LOW' as const,
    potentialImpact: 15,
    timeframe: '6-12 months',
  },
];

/**
 * Another person's file made the same way: their own address, score history and target, and only
 * some of the demo items (by their place in the demo list), so that two demo offices do not look alike.
 */
export interface DemoCreditVariant {
  address: DemoAddress;
  scores: number[];
  utilizationBp: number;
  accountAgeMonths: number;
  targetScore: number;
  /** Places in the demo item list this person has; the letters about the others are left out. */
  items: number[];
  /**
   * Draws this person's own account numbers (personalAccountNumber); without it the demo list's
   * numbers are kept, as the beta tester's bureau file (demo-beta-credit-file.ts) names them.
   */
  accountSeed?: number;
  /** Days added to every demo dispute's age, so that two people's follow-ups fall on other days. */
  disputeDaysLater?: number;
  /** For this person, the demo disputes about one place are about another (a like item of their own). */
  disputedInstead?: Partial<Record<number, number>>;
}

/** The beta tester's file: every item of the demo list, as their bureau file has them. */
export const demoBetaVariant: DemoCreditVariant = {
  address: {
    addressLine1: '2290 Linden Street',
    addressLine2: null,
    city: 'Worthington',
    state: 'OH',
    zipCode: '43085',
  },
  scores: [572, 581, 579, 594, 603, 611, 618],
  utilizationBp: 6400,
  accountAgeMonths: 41,
  targetScore: 700,
  items: [0, 1, 2, 3, 4, 5, 6, 7],
};

/** The demo client's own file: other items, account numbers, scores and follow-up days than the beta tester's. */
export const demoClientVariant: DemoCreditVariant = {
  address: demoAddress,
  scores: [566, 571, 585, 580, 594, 601, 607],
  utilizationBp: 4700,
  accountAgeMonths: 63,
  targetScore: 680,
  items: [0, 2, 4, 7, 8, 9, 10],
  accountSeed: 31,
  disputeDaysLater: 3,
  // Their own collection, late payment and inquiry are the ones disputed.
  disputedInstead: { 0: 8, 3: 9, 5: 10 },
};

/** Six months of history, two disputes in different states, a goal and building actions. */
export async function seedDemoCredit(
  db: Database,
  secretBox: SecretBox,
  email: string,
  now = new Date(),
  variant: DemoCreditVariant = demoBetaVariant,
) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) return;
  const existing = await db
    .select({ id: creditReports.id })
    .from(creditReports)
    .where(eq(creditReports.userId, user.id));
  if (existing.length > 0) return;

  await db.update(users).set(variant.address).where(eq(users.id, user.id));

  const { scores } = variant;
  for (const [i, score] of scores.entries()) {
    const at = daysAgo((scores.length - 1 - i) * 30 + 2, now);
    await db.insert(scoreHistory).values({ userId: user.id, score, source: 'seed', recordedAt: at });
  }
  const current = scores[scores.length - 1] as number;
  await db.insert(creditReports).values({
    userId: user.id,
    creditScore: current,
    creditRating: creditRatingFor(current),
    utilizationBp: variant.utilizationBp,
    accountAgeMonths: variant.accountAgeMonths,
    source: 'seed',
    lastUpdated: daysAgo(2, now),
  });

  const allIssues = demoIssues(now).map((issue, place) => ({
    ...issue,
    accountNumber:
      issue.accountNumber === null
        ? null
        : personalAccountNumber(issue.accountNumber, variant.accountSeed, place),
  }));
  const kept = allIssues.filter((_, place) => variant.items.includes(place));
  const inserted = await db
    .insert(creditIssues)
    .values(
      kept.map(({ accountNumber, bureaus, ...i }) => ({
        ...i,
        userId: user.id,
        bureaus: [...bureaus],
        accountNumberSealed: accountNumber ? secretBox.seal(accountNumber) : null,
        accountNumberLast4: accountNumber ? accountNumber.slice(-4) : null,
        dateAdded: daysAgo(60, now),
      })),
    )
    .returning();

  // The letters name items by their place in the demo list; a place this person lacks has none.
  const insertedAt = (place: number) =>
    variant.items.includes(place)
      ? inserted[allIssues.filter((__, p) => p < place && variant.items.includes(p)).length]
      : undefined;
  const issuesByPlace = allIssues.map((_, place) => insertedAt(variant.disputedInstead?.[place] ?? place));
  await seedDemoDisputes(db, user, issuesByPlace, now, variant);

  await db.insert(creditGoals).values({ userId: user.id, targetScore: variant.targetScore });
  await db.insert(creditBuildingActions).values(
    buildingActions.map((a, i) => ({
      ...a,
      userId: user.id,
      status: i === 1 ? ('IN_PROGRESS' as const) : ('RECOMMENDED' as const),
    })),
  );
}
