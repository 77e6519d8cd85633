import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { lockNamespaces } from './lock-keys';
import { applyMigrations } from './migrate';

// The pool's query timeout guards requests; a migration may run far longer (a refresh over every
// client of a big install) and must not fail the start because of it.
describe.skipIf(!process.env.TEST_DATABASE_URL)('migrations on PostgreSQL', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase('postgres', { seed: false, queryTimeoutMs: 100 });
  });
  afterAll(() => t.close());

  it('run a statement longer than the query timeout', async () => {
    // Another process migrating holds the migration lock for 600 ms: the wait for it is a
    // migration-time statement six times longer than the pool allows a query.
    const other = new pg.Client({ connectionString: t.url });
    await other.connect();
    await other.query('select pg_advisory_lock($1, 0)', [lockNamespaces.migrations]);
    const released = new Promise<void>((resolve) =>
      setTimeout(() => {
        void other
          .query('select pg_advisory_unlock($1, 0)', [lockNamespaces.migrations])
          .then(() => resolve());
      }, 600),
    );
    try {
      const started = performance.now();
      await applyMigrations(t);
      expect(performance.now() - started).toBeGreaterThan(500);
    } finally {
      await released;
      await other.end();
    }
    // The pool itself still times out a query that long.
    await expect(t.db.execute(sql`select pg_sleep(0.3)`)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/timeout/i) },
    });
  });
});
