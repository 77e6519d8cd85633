import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/test-database';
import { creditCards, users } from '../schema';
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
});
