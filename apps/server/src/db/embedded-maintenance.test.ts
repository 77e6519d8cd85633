import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { maintainEmbedded } from './embedded-maintenance';

describe('embedded database maintenance', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('pglite');
  });
  afterAll(() => db.close());

  const allVisiblePages = async () => {
    const [row] = (
      (await db.db.execute(
        sql`select relallvisible::int as n from pg_class where relname = 'users'`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    return row?.n ?? 0;
  };

  it('marks the seeded rows visible to all, so reads stop checking them one by one', async () => {
    expect(await allVisiblePages()).toBe(0);
    await maintainEmbedded(db);
    expect(await allVisiblePages()).toBeGreaterThan(0);
  });
});
