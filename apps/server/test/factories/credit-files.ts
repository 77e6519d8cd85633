import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { demoBetaTester } from '../../src/db/seed/demo-beta-credit-file';
import { seedDemoConsumerTools } from '../../src/db/seed/demo-consumer-tools';
import { seedDemoCredit } from '../../src/db/seed/demo-credit';
import { seedDemoFinancialWellness } from '../../src/db/seed/demo-financial-wellness';
import { seedDemoIdentityTheft } from '../../src/db/seed/demo-identity-theft';
import { seedDemoMonitoring } from '../../src/db/seed/demo-monitoring';
import { seedDemoRentAndBank } from '../../src/db/seed/demo-rent-and-bank';
import { seedDemoTaxAndEmployment } from '../../src/db/seed/demo-tax-employment';
import type { TestApp } from '../build-test-app';
import type { TestDatabase } from '../test-database';

type AppOnDatabase = { app: TestApp; db: TestDatabase };

/*
 * A factory-made person's files, built by the same builders the demo seed uses but on the test's own
 * user (found by id), so a test reads a credit file of its own instead of borrowing a demo account's.
 */

async function emailOf(t: AppOnDatabase, userId: number) {
  const [row] = await t.db.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row.email;
}

/**
 * A credit file imported for the person: six months of scores, issues and disputes, and an
 * Experian connection whose syncs brought in the file (the demo client's file).
 */
export async function anImportedCreditFile(t: AppOnDatabase, userId: number) {
  const email = await emailOf(t, userId);
  await seedDemoCredit(t.db.db, t.db.secretBox, email);
  await seedDemoMonitoring(t.db.db, t.db.secretBox, email);
}

/**
 * The beta tester's imported file (their own report and Experian connection), their cards, loan
 * profile and assessment, an identity-theft case over an inquiry they marked as not theirs, two jobs
 * with last year's tax return, a rent-reporting enrollment with a connected bank account, and their
 * student loans, building actions and onboarding part-way.
 */
export async function aBetaTestersFiles(t: AppOnDatabase, userId: number) {
  const email = await emailOf(t, userId);
  await seedDemoCredit(t.db.db, t.db.secretBox, email);
  await seedDemoMonitoring(t.db.db, t.db.secretBox, email, demoBetaTester);
  await seedDemoFinancialWellness(t.db.db, email);
  await seedDemoIdentityTheft(t.db.db, email);
  await seedDemoTaxAndEmployment(t.db.db, email);
  await seedDemoRentAndBank(t.db.db, t.db.secretBox, email);
  await seedDemoConsumerTools(t.db.db, email);
}

/** Two jobs (the current one at Riverside Clinic, the earlier at Lakeside Urgent Care) and last year's tax return. */
export async function twoJobsAndATaxReturn(t: AppOnDatabase, userId: number) {
  await seedDemoTaxAndEmployment(t.db.db, await emailOf(t, userId));
}
