import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseHandle } from './client';

// Beside this file in src/, and copied beside the bundle in dist/ by build.mjs.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any lock id of our own; keeps two starting processes from migrating at once. */
const migrationLockId = 7_402_113;

export async function applyMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // A migration may take longer than the pool's query timeout (a refresh over every client of a big
  // install), so migrations run on a connection of their own that has none.
  const client = new pg.Client({ connectionString: handle.url, connectionTimeoutMillis: 2000 });
  client.on('error', () => {});
  await client.connect();
  try {
    await drizzlePg(client).transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${migrationLockId})`);
      await migratePg(tx, { migrationsFolder });
    });
  } finally {
    await client.end();
  }
}
