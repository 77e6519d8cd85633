import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { allowDirectStatements } from './fast-paths/pg-direct-statement';
import { cacheStatements } from './fast-paths/pglite-statement-cache';
import {
  asDatabaseOwner,
  currentDatabaseScope,
  type DatabaseScope,
  scopeSettings,
} from './organization-context';
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
  /** What a query outside any scope sees (db/organization-context.ts); nothing unless told. */
  unscoped?: Unscoped;
}

/**
 * What a query run outside any scope of db/organization-context.ts sees: nothing (the app), or
 * every organization (the tests' own set-up rows and checks, which stand outside any request).
 */
export type Unscoped = 'none' | 'all';

const unscopedScope: Record<Unscoped, DatabaseScope> = {
  none: { kind: 'none' },
  all: { kind: 'all', reason: 'serverStart' },
};

/** The scope the query being started runs in. */
const scopeNow = (unscoped: Unscoped) => currentDatabaseScope() ?? unscopedScope[unscoped];

/**
 * Every pooled connection remembers the scope its settings are at; a checkout brings them to the
 * caller's scope with one statement, and only when they differ (consecutive work of one organization
 * costs nothing). The settings are the session's, so a connection keeps them between checkouts and
 * each checkout checks them again.
 */
function scopeConnections(pool: pg.Pool, unscoped: Unscoped) {
  const settled = new WeakMap<pg.PoolClient, string>();
  const connect = pool.connect.bind(pool) as (
    cb: (err: Error | undefined, client: pg.PoolClient | undefined, release: (e?: Error) => void) => void,
  ) => void;
  const scoped = (
    cb: (err: Error | undefined, client: pg.PoolClient | undefined, release: (e?: Error) => void) => void,
  ) => {
    const settings = scopeSettings(scopeNow(unscoped));
    connect((err, client, release) => {
      if (err || !client) return cb(err, client, release);
      if (settled.get(client) === settings.key) return cb(undefined, client, release);
      client.query(settings.statement).then(
        () => {
          settled.set(client, settings.key);
          cb(undefined, client, release);
        },
        (error: Error) => {
          release(error);
          cb(error, undefined, () => {});
        },
      );
    });
  };
  (pool as { connect: unknown }).connect = (cb?: Parameters<typeof scoped>[0]) => {
    if (cb) return scoped(cb);
    return new Promise<pg.PoolClient>((resolve, reject) =>
      scoped((err, client) => (err || !client ? reject(err) : resolve(client))),
    );
  };
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
  scopeConnections(pool, opts.unscoped ?? 'none');
  if (opts.fastPaths !== false) allowDirectStatements(pool);
  return {
    db: drizzlePg(pool, { schema }) as unknown as Database,
    kind: 'postgres',
    url: opts.url,
    exec: (sql) =>
      asDatabaseOwner(async () => {
        await pool.query(sql);
      }),
    close: () => pool.end(),
  };
}

/**
 * The embedded default: PGlite on disk under dataDir, or in memory when dataDir is null. An in-memory
 * database may start from an image of another one's files (`dumpPglite`), which skips initdb.
 */
export async function openPglite(
  dataDir: string | null,
  opts: { image?: Blob; fastPaths?: boolean; unscoped?: Unscoped } = {},
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
  scopeEmbedded(client, opts.unscoped ?? 'none');
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    kind: 'pglite',
    exec: (sql) =>
      asDatabaseOwner(async () => {
        await client.exec(sql);
      }),
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/**
 * PGlite is one connection: each query, exec or transaction brings its settings to the caller's
 * scope and runs, under one lock, so no other caller's statement comes between the two. As on
 * PostgreSQL, the settings are written only when the scope changes.
 */
function scopeEmbedded(client: PGlite, unscoped: Unscoped) {
  let settled = '';
  let queue: Promise<unknown> = Promise.resolve();
  const exec = client.exec.bind(client);
  const locked = <T>(work: () => Promise<T>): Promise<T> => {
    const settings = scopeSettings(scopeNow(unscoped));
    const run = queue.then(async () => {
      if (settled !== settings.key) {
        settled = '';
        await exec(settings.statement);
        settled = settings.key;
      }
      return work();
    });
    queue = run.catch(() => {});
    return run;
  };
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<typeof query>) => locked(() => query(...args))) as typeof client.query;
  client.exec = ((...args: Parameters<typeof exec>) => locked(() => exec(...args))) as typeof client.exec;
  client.transaction = ((...args: Parameters<typeof transaction>) =>
    locked(() => transaction(...args))) as typeof client.transaction;
}
