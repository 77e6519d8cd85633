import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { z } from 'zod';
import type { Database, DatabaseHandle } from './client';
import { lockNamespaces } from './lock-keys';
import { asDatabaseOwner } from './organization-context';
import { organizationWallsSql } from './organization-walls';
import { applySqlSources, readSqlSources, type SqlSource, type SqlSourceRunner } from './sql-sources';
import { rowsOf } from './typed-sql';

// Beside this file in src/, and copied beside the bundle in dist/ by build.mjs.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Today's functions, views and triggers (see sql-sources.ts); copied beside the bundle likewise. */
export const sqlSourcesFolder = fileURLToPath(new URL('./sql', import.meta.url));

const sourceHashRow = z.object({ file: z.string(), hash: z.string() });

const runnerOver = (db: Database, exec: (text: string) => Promise<void>): SqlSourceRunner => ({
  exec,
  async hashes() {
    const rows = await rowsOf(db, sql`select file, hash from sql_source_hashes`, sourceHashRow);
    return new Map(rows.map((r) => [r.file, r.hash]));
  },
  async record(source: SqlSource) {
    await db.execute(sql`insert into sql_source_hashes (file, hash) values (${source.file}, ${source.hash})
      on conflict (file) do update set hash = excluded.hash, applied_at = now()`);
  },
});

/**
 * The migrations (history), then the SQL sources that changed (today's definitions), then the
 * organization walls for every table that has an organization (db/organization-walls.ts), all as
 * the database's owner.
 */
export function applyMigrations(handle: DatabaseHandle): Promise<void> {
  return asDatabaseOwner(() => migrateAsOwner(handle));
}

async function migrateAsOwner(handle: DatabaseHandle): Promise<void> {
  const sources = readSqlSources(sqlSourcesFolder);
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    await applySqlSources(runnerOver(handle.db, handle.exec), sources);
    await handle.exec(organizationWallsSql);
    return;
  }
  // A migration may take longer than the pool's query timeout (a refresh over every client of a big
  // install), so migrations run on a connection of their own that has none.
  const client = new pg.Client({ connectionString: handle.url, connectionTimeoutMillis: 2000 });
  client.on('error', () => {});
  await client.connect();
  // One process migrates at a time. The lock is the session's, held on this connection until the
  // sources are applied too: drizzle's migrator commits a transaction of its own, which would end a
  // transaction-level lock half-way.
  const db = drizzlePg(client);
  try {
    await db.execute(sql`select pg_advisory_lock(${lockNamespaces.migrations}::int, 0)`);
    await migratePg(db, { migrationsFolder });
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      await applySqlSources(
        runnerOver(txDb, async (text) => {
          await txDb.execute(sql.raw(text));
        }),
        sources,
      );
      await txDb.execute(sql.raw(organizationWallsSql));
    });
  } finally {
    await client.end();
  }
}
