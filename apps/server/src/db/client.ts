import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { allowDirectStatements } from './fast-paths/pg-direct-statement';
import { cacheStatements } from './fast-paths/pglite-statement-cache';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** The PostgreSQL connection string (postgres only): live events LISTEN on a connection of their own. */
  url?: string;
  /** Runs raw SQL; migrations and tests use it. */
  exec: (sql: string) => Promise<void>;
  close: () => Promise<void>;
}

export interface PostgresOptions {
  url: string;
  poolSize?: number;
  queryTimeoutMs?: number;
  /** The driver shortcuts of db/fast-paths; on unless turned off (DB_FAST_PATHS=off). */
  fastPaths?: boolean;
}

export function openPostgres(opts: PostgresOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: opts.url,
    max: opts.poolSize ?? 10,
    // A database that does not answer must fail fast (503), never hang a request.
    connectionTimeoutMillis: 2000,
    query_timeout: opts.queryTimeoutMs ?? 5000,
    idleTimeoutMillis: 30_000,
  });
  // A dropped idle connection must not crash the process; the pool reconnects on next use.
  pool.on('error', () => {});
  // Nor may a connection dropped while checked out between two statements of a transaction (the
  // pool listens only to idle ones): the statement in flight, or the next one, fails with the cause
  // and the request answers 503; the broken connection is not returned to the pool.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  if (opts.fastPaths !== false) allowDirectStatements(pool);
  return {
    db: drizzlePg(pool, { schema }) as unknown as Database,
    kind: 'postgres',
    url: opts.url,
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}

/**
 * The embedded default: PGlite on disk under dataDir, or in memory when dataDir is null. An in-memory
 * database may start from an image of another one's files (`dumpPglite`), which skips initdb.
 */
export async function openPglite(
  dataDir: string | null,
  opts: { image?: Blob; fastPaths?: boolean } = {},
): Promise<DatabaseHandle & { dump: () => Promise<Blob> }> {
  let client: PGlite;
  if (dataDir) {
    const dir = path.join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create(opts.image ? { loadDataDir: opts.image } : {});
  }
  // Statements parsed once and kept, as node-postgres does on PostgreSQL: the per-request reads
  // would otherwise be parsed and planned again on each call.
  if (opts.fastPaths !== false) cacheStatements(client);
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
