import type { AccessLevel } from '@app/contracts/users.contract';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { seedDemoBilling } from '../../src/db/seed/demo-billing';
import { seedDemoCredit } from '../../src/db/seed/demo-credit';
import { settleDemoLetterMailers } from '../../src/db/seed/demo-disputes';
import { seedDemoMonitoring } from '../../src/db/seed/demo-monitoring';
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

/** The demo seed's billing, given to a person of the test's own: about two months on Elite, charged. */
export async function theDemoBillingFor(t: AppOnDatabase, userId: number) {
  const [row] = await t.db.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  await seedDemoBilling(t.db.db, (row as { email: string }).email);
  await settleDemoLetterMailers(t.db.db, [userId]);
}

/**
 * The demo seed's Experian sandbox connection and its synced history, given to a person of the
 * test's own.
 */
export async function theDemoMonitoringFor(t: AppOnDatabase, userId: number) {
  const [row] = await t.db.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  await seedDemoMonitoring(t.db.db, t.db.secretBox, (row as { email: string }).email);
}
