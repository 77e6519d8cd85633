import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/test-database';
import { creditCards, disputes, organizations, users } from '../schema';
import { summitAccounts } from './demo-summit';
import { seedDatabase } from './seed';

describe.each(testDatabaseKinds())('demo seed on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(() => db.close());

  it('adds the demo once when SEED_DEMO makes it run at every start', async () => {
    const rows = async () => ({
      users: await db.db.select({ n: count() }).from(users),
      cards: await db.db.select({ n: count() }).from(creditCards),
    });
    const before = await rows();
    await expect(seedDatabase(db.db, { demo: 'always', secretBox: db.secretBox })).resolves.toBe(false);
    expect(await rows()).toEqual(before);
  });

  it('seeds Summit Credit Partners as a second organization, with its admin and three clients with disputes', async () => {
    const [summit] = await db.db.select().from(organizations).where(eq(organizations.slug, 'summit'));
    expect(summit).toMatchObject({
      host: 'summit.localhost',
      plan: 'WHITE_LABEL',
      companyName: 'Summit Credit Partners',
    });
    const people = await db.db
      .select({ email: users.email, accessLevel: users.accessLevel })
      .from(users)
      .where(eq(users.organizationId, summit?.id ?? 0));
    expect(people.map((p) => p.email).sort()).toEqual(summitAccounts.map((a) => a.email).sort());
    const letters = await db.db
      .select({ email: users.email, n: count() })
      .from(disputes)
      .innerJoin(users, eq(users.id, disputes.userId))
      .where(eq(users.organizationId, summit?.id ?? 0))
      .groupBy(users.email);
    expect(letters).toHaveLength(3);
    for (const l of letters) expect(l.n).toBeGreaterThan(1);
  });
});
