import { employmentPendingReasons } from '@app/contracts/employment.contract';
import { eq } from 'drizzle-orm';
import { createSimulatedTax } from '../../integrations/tax/simulated.adapter';
import type { Database } from '../client';
import { employmentRecords, taxIntegrations, users } from '../schema';

const monthsBefore = (now: Date, months: number) => {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
};

/**
 * The beta tester's two jobs and TurboTax linked for last year, matching their loan profile
 * (Medical Assistant at Riverside Clinic for 26 months, $58,000 a year). The tax figures are what
 * the simulation answers for these jobs, so the seeded row is exactly what connecting would give.
 */
export async function seedDemoTaxAndEmployment(db: Database, email: string, now = new Date()) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) return;
  const currentStart = monthsBefore(now, 26);
  const jobs = [
    {
      employer: 'Riverside Clinic',
      jobTitle: 'Medical Assistant',
      employmentType: 'FULL_TIME' as const,
      startDate: currentStart,
      endDate: null,
      annualSalaryCents: 58_000_00,
      verificationMethod: 'PAYSTUB' as const,
    },
    {
      employer: 'Lakeside Urgent Care',
      jobTitle: 'Patient Care Technician',
      employmentType: 'FULL_TIME' as const,
      startDate: monthsBefore(now, 26 + 40),
      endDate: monthsBefore(now, 26 + 1),
      annualSalaryCents: 41_500_00,
      verificationMethod: 'TAX_RETURN' as const,
    },
  ];
  await db.insert(employmentRecords).values(
    jobs.map((j) => ({
      ...j,
      userId: user.id,
      verificationStatus: 'PENDING' as const,
      statusReason: employmentPendingReasons[j.verificationMethod],
      createdAt: now,
    })),
  );
  const today = now.toISOString().slice(0, 10);
  const taxYear = Number(today.slice(0, 4)) - 1;
  const tax = createSimulatedTax();
  const reading = await tax.readReturn({ taxSoftware: 'turbotax', taxYear, listedJobs: jobs, today });
  await db.insert(taxIntegrations).values({
    userId: user.id,
    taxSoftware: 'turbotax',
    taxYear,
    source: tax.source,
    ...reading,
    lastUpdated: new Date(now.getTime() - 2 * 86_400_000),
  });
}
