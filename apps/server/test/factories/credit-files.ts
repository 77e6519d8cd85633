import type { AccessLevel } from '@app/contracts/users.contract';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { demoBetaTester } from '../../src/db/seed/demo-beta-credit-file';
import { seedDemoBilling } from '../../src/db/seed/demo-billing';
import { seedDemoConsumerTools } from '../../src/db/seed/demo-consumer-tools';
import { seedDemoCredit } from '../../src/db/seed/demo-credit';
import { settleDemoLetterMailers } from '../../src/db/seed/demo-disputes';
import { seedDemoFinancialWellness } from '../../src/db/seed/demo-financial-wellness';
import { seedDemoIdentityTheft } from '../../src/db/seed/demo-identity-theft';
import { seedDemoMonitoring } from '../../src/db/seed/demo-monitoring';
import { seedDemoRentAndBank } from '../../src/db/seed/demo-rent-and-bank';
import { seedDemoTaxAndEmployment } from '../../src/db/seed/demo-tax-employment';
import type { TestApp } from '../build-test-app';
import { personalInfo } from '../monitoring-service';
import type { TestDatabase } from '../test-database';
import { createSignedInUser } from './users';

type Caller = { headers: Record<string, string> };
type AppOnDatabase = { app: TestApp; db: TestDatabase };

/**
 * The person's credit file, imported from the bureau sandbox as the Experian connect form sends it
 * (accounts of every kind, credit cards among them, and the negative items found in them).
 */
export async function anImportedCreditFile(t: { app: TestApp }, person: Caller) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/experian/connect',
    headers: person.headers,
    payload: { personalInfo, fcraAuthorized: true },
  });
  if (res.statusCode !== 200)
    throw new Error(`the credit file was not imported: ${res.statusCode} ${res.body}`);
  return res.json() as { imported: { accounts: number; issuesCreated: number } };
}

/**
 * A person of the test's own, named as given, with the credit file the demo seed gives its people
 * (six months of scores, a report, negative items with letters in several states, a goal of 700 and
 * building actions), made by the seed's own function so the two cannot drift apart.
 */
export async function aPersonWithTheDemoCreditFile(
  t: AppOnDatabase,
  accessLevel: AccessLevel,
  name = { firstName: 'Jordan', lastName: 'Rivera' },
) {
  const person = await createSignedInUser(t.app, t.db, accessLevel);
  const [row] = await t.db.db
    .update(users)
    .set(name)
    .where(eq(users.id, person.userId))
    .returning({ email: users.email });
  await seedDemoCredit(t.db.db, t.db.secretBox, (row as { email: string }).email);
  await settleDemoLetterMailers(t.db.db, [person.userId]);
  return person;
}

/**
 * The same credit file (scores, a report, negative items, letters in every tracking state) given to
 * a person already made, for tests of the database alone that open no app.
 */
export async function theDemoCreditFor(db: TestDatabase, userId: number) {
  await seedDemoCredit(db.db, db.secretBox, await emailOf({ db }, userId));
  await settleDemoLetterMailers(db.db, [userId]);
}

/** The demo seed's billing, given to a person of the test's own: about two months on Elite, charged. */
export async function theDemoBillingFor(t: AppOnDatabase, userId: number) {
  await seedDemoBilling(t.db.db, await emailOf(t, userId));
  await settleDemoLetterMailers(t.db.db, [userId]);
}

/**
 * The demo seed's Experian sandbox connection and its synced history, given to a person of the
 * test's own.
 */
export async function theDemoMonitoringFor(t: AppOnDatabase, userId: number) {
  await seedDemoMonitoring(t.db.db, t.db.secretBox, await emailOf(t, userId));
}

/*
 * A factory-made person's files, built by the same builders the demo seed uses but on the test's own
 * user (found by id), so a test reads a credit file of its own instead of borrowing a demo account's.
 */

async function emailOf(t: { db: TestDatabase }, userId: number) {
  const [row] = await t.db.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row.email;
}

/**
 * The demo client's credit file given to the person: six months of scores, issues and disputes, and
 * an Experian connection whose syncs brought in the file.
 */
export async function theDemoCreditFileFor(t: AppOnDatabase, userId: number) {
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
