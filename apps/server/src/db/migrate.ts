import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
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
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${migrationLockId})`);
    await migratePg(tx as unknown as NodePgDatabase, { migrationsFolder });
  });
}
