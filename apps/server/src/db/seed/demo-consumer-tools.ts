import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import {
  creditBuildingActions,
  loanDocuments,
  loanNegotiations,
  onboardingCompletedSteps,
  studentLoans,
  userBadges,
  users,
} from '../schema';

const day = 86_400_000;

/**
 * The beta tester's student loans (one federal, one private, a negotiation under way) and four
 * credit-building actions across the statuses. Open recommendations are refreshed from the report
 * on the first read; the started and completed ones stay. Onboarding part-way: the profile and
 * the report done (both true of the demo file), with their two badges.
 */
export async function seedDemoConsumerTools(db: Database, email: string, now = new Date()) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) return;
  const existing = await db
    .select({ id: studentLoans.id })
    .from(studentLoans)
    .where(eq(studentLoans.userId, user.id));
  if (existing.length > 0) return;

  const [federal, privateLoan] = await db
    .insert(studentLoans)
    .values([
      {
        userId: user.id,
        servicerName: 'Nelnet',
        loanBalance: '28450.00',
        interestRate: '5.05',
        monthlyPayment: '312.00',
        repaymentPlan: 'Standard (10-year)',
        loanType: 'FEDERAL',
        originalBalance: '35000.00',
        graduationDate: '2019-05-18',
        createdAt: new Date(now.getTime() - 40 * day),
      },
      {
        userId: user.id,
        servicerName: 'Sallie Mae',
        loanBalance: '9120.00',
        interestRate: '8.75',
        monthlyPayment: '164.00',
        repaymentPlan: 'Fixed repayment',
        loanType: 'PRIVATE',
        originalBalance: '12000.00',
        graduationDate: '2019-05-18',
        createdAt: new Date(now.getTime() - 40 * day),
      },
    ])
    .returning();
  if (!federal || !privateLoan) return;
  const [negotiation] = await db
    .insert(loanNegotiations)
    .values({
      userId: user.id,
      loanId: privateLoan.id,
      negotiationType: 'PAYMENT_REDUCTION',
      createdAt: new Date(now.getTime() - 12 * day),
    })
    .returning();
  await db.insert(loanDocuments).values({
    userId: user.id,
    loanId: privateLoan.id,
    negotiationId: negotiation?.id ?? null,
    kind: 'HARDSHIP_LETTER',
    title: 'Hardship letter to Sallie Mae',
    body: `Sallie Mae\nBorrower Services\n\nRe: Request for a reduced monthly payment\n\nTo whom it may concern,\n\nI am writing about my private student loan serviced by you (balance $9,120.00, interest rate 8.75%, current payment $164.00 a month). My financial situation has changed and the current payment is a hardship for me. I ask that you review my account for a temporary interest-rate reduction, an extended term, interest-only payments, or another hardship program you offer.\n\nPlease send me, in writing, the options I qualify for and the documents you need from me.\n\nSincerely,\n\n${user.firstName} ${user.lastName}`,
    createdAt: new Date(now.getTime() - 12 * day),
  });

  await db.delete(creditBuildingActions).where(eq(creditBuildingActions.userId, user.id));
  await db.insert(creditBuildingActions).values([
    {
      userId: user.id,
      type: 'UTILIZATION_REDUCTION',
      title: 'Bring card balances under 30%',
      description: 'Your report shows 64% of your card limits in use. Pay balances below 30% of each limit.',
      priority: 'HIGH',
      potentialImpact: 49,
      timeframe: '1-2 months',
      status: 'RECOMMENDED',
    },
    {
      userId: user.id,
      type: 'COLLECTIONS',
      title: 'Resolve 2 collection accounts',
      description:
        'Dispute collections you do not recognise; for valid ones, ask for deletion in writing in exchange for payment.',
      priority: 'MEDIUM',
      potentialImpact: 35,
      timeframe: '2-4 months',
      status: 'RECOMMENDED',
    },
    {
      userId: user.id,
      type: 'PAYMENT_HISTORY',
      title: 'Dispute inaccurate late payments and set up autopay',
      description: 'Your report shows 2 late payments. Dispute any that are inaccurate and set autopay.',
      priority: 'HIGH',
      potentialImpact: 50,
      timeframe: '1-3 months',
      status: 'IN_PROGRESS',
    },
    {
      userId: user.id,
      type: 'SECURED_CARD',
      title: 'Open a secured credit card',
      description: 'A secured card that reports to all three bureaus adds a positive account.',
      priority: 'MEDIUM',
      potentialImpact: 10,
      timeframe: '6-12 months',
      status: 'COMPLETED',
    },
  ]);

  const completedAt = new Date(now.getTime() - 20 * day);
  await db.insert(onboardingCompletedSteps).values([
    { userId: user.id, stepId: 'complete-profile', completedAt },
    { userId: user.id, stepId: 'add-credit-report', completedAt },
  ]);
  await db.insert(userBadges).values([
    { userId: user.id, badgeId: 'first-step', earnedAt: completedAt, seenAt: completedAt },
    { userId: user.id, badgeId: 'report-ready', earnedAt: completedAt },
  ]);
}
