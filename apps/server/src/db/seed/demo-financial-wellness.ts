import { assessLoanReadiness } from '@app/contracts/loan-readiness';
import type { LoanProfile } from '@app/contracts/loan-readiness.contract';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { creditCards, creditReports, loanAssessments, loanProfiles, users } from '../schema';

const day = 86_400_000;

/**
 * The beta tester's cards, loan profile and one assessment, matching their seeded report: the
 * three cards they track themselves come to 64% of their limits (the report's utilization), as do
 * the two open cards of their imported file (demo-beta-credit-file.ts), and the profile's score is
 * the report's. One card falls due in two days, so the Alerts tab has something due.
 */
export async function seedDemoFinancialWellness(db: Database, email: string, now = new Date()) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) return;
  const [report] = await db
    .select()
    .from(creditReports)
    .where(eq(creditReports.userId, user.id))
    .orderBy(desc(creditReports.lastUpdated))
    .limit(1);
  const inDays = (n: number) => new Date(now.getTime() + n * day).toISOString().slice(0, 10);
  await db.insert(creditCards).values([
    {
      userId: user.id,
      cardName: 'Everyday Rewards Visa',
      bank: 'Harbor Bank',
      balanceCents: 2_240_00,
      limitCents: 3_500_00,
      aprHundredths: 2_449,
      dueDate: inDays(2),
    },
    {
      userId: user.id,
      cardName: 'Store Card',
      bank: 'Midtown Retail',
      balanceCents: 900_00,
      limitCents: 1_200_00,
      aprHundredths: 2_999,
      dueDate: inDays(12),
    },
    {
      userId: user.id,
      cardName: 'Cash Back Mastercard',
      bank: 'Summit Credit Union',
      balanceCents: 1_788_00,
      limitCents: 3_000_00,
      aprHundredths: 1_799,
      dueDate: inDays(20),
    },
  ]);
  const profile: LoanProfile = {
    annualIncome: 58_000_00,
    monthlyIncome: 4_833_00,
    monthlyDebtPayments: 620_00,
    savingsAmount: 3_200_00,
    checkingAmount: 1_150_00,
    investmentAmount: 0,
    otherAssetsValue: 0,
    monthlyRentMortgage: 1_250_00,
    employmentStatus: 'EMPLOYED',
    employmentLength: 26,
    jobTitle: 'Medical Assistant',
    employer: 'Riverside Clinic',
    hasOtherAssets: false,
    housingStatus: 'RENT',
    creditScore: report?.creditScore ?? 650,
    loanAmount: 18_000_00,
    downPayment: 1_500_00,
    loanType: 'AUTO',
  };
  const at = new Date(now.getTime() - 3 * day);
  await db.insert(loanProfiles).values({ userId: user.id, profile, savedAt: at });
  await db
    .insert(loanAssessments)
    .values({ userId: user.id, result: assessLoanReadiness(profile), createdAt: at });
}
