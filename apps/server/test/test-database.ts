import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { dbFastPaths } from '../src/config';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/db/client';
import { applyMigrations } from '../src/db/migrate';
import { seedDatabase } from '../src/db/seed/seed';
import { createSecretBox, type SecretBox } from '../src/platform/crypto/secret-box';
import type { DatabaseTemplates } from './database-templates';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * DB_FAST_PATHS=off runs a test run on the plain Drizzle and driver path. TEST_PGLITE_FAST_PATHS=off
 * does so for the PGlite copies only: CI's main run sets it, so its API tests run once with the fast
 * paths off (PGlite, whose fast path reroutes every query) and once with them on (PostgreSQL), while
 * the browser tests and the clock reruns keep PGlite's fast path on, as `npm start` runs it.
 */
const fastPathsByDefault: Record<DatabaseKind, boolean> = {
  postgres: dbFastPaths.parse(process.env.DB_FAST_PATHS) === 'on',
  pglite:
    dbFastPaths.parse(process.env.DB_FAST_PATHS) === 'on' &&
    dbFastPaths.parse(process.env.TEST_PGLITE_FAST_PATHS) === 'on',
};

export interface TestDatabase extends DatabaseHandle {
  /** The key the seed sealed secrets with; the test app uses the same one. */
  secretBox: SecretBox;
  /** The connection string of the fresh PostgreSQL database (postgres kind only). */
  url?: string;
}

/** The run's migrated templates (vitest's global setup), or none outside a test run (the benches). */
async function templates(): Promise<DatabaseTemplates | undefined> {
  // vitest refuses to be imported outside its own workers.
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject('databaseTemplates');
}

/** Each process reads an image once; every PGlite copy loads from the same bytes. */
const images = new Map<string, Blob>();
function pgliteImage(file: string) {
  let image = images.get(file);
  if (!image) {
    image = new Blob([readFileSync(file)]);
    images.set(file, image);
  }
  return image;
}

async function createPostgresDatabase(
  template: string | undefined,
  queryTimeoutMs?: number,
  fastPaths = true,
) {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const inner = openPostgres({
    url: url.toString(),
    poolSize: 5,
    queryTimeoutMs,
    fastPaths,
    unscoped: 'all',
  });
  return {
    ...inner,
    url: url.toString(),
    close: async () => {
      await inner.close();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}

/**
 * A fresh database of its own for one test file: in-memory PGlite, or a new PostgreSQL database,
 * migrated and (unless told not to) seeded with the demo data. In a test run it is a copy of the
 * run's template; elsewhere it is built from scratch.
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  /** `queryTimeoutMs` (PostgreSQL): for tests whose single statements touch tens of thousands of rows. */
  /** `fastPaths`: the driver shortcuts of db/fast-paths, by default as the settings above say. */
  opts: { seed?: boolean; queryTimeoutMs?: number; fastPaths?: boolean } = {},
): Promise<TestDatabase> {
  const seeded = opts.seed !== false;
  const fastPaths = opts.fastPaths ?? fastPathsByDefault[kind];
  const made = await templates();
  const variant = seeded ? 'seeded' : 'bare';
  if (made && (kind === 'pglite' || made.postgres)) {
    const secretBox = createSecretBox(Buffer.from(made.secretKey, 'hex'));
    const handle =
      kind === 'pglite'
        ? await openPglite(null, { image: pgliteImage(made.pglite[variant]), fastPaths, unscoped: 'all' })
        : await createPostgresDatabase(made.postgres?.[variant], opts.queryTimeoutMs, fastPaths);
    return { ...handle, secretBox };
  }
  const secretBox = createSecretBox(randomBytes(32));
  const handle =
    kind === 'pglite'
      ? await openPglite(null, { fastPaths, unscoped: 'all' })
      : await createPostgresDatabase(undefined, opts.queryTimeoutMs, fastPaths);
  await applyMigrations(handle);
  await seedDatabase(handle.db, { demo: seeded ? 'always' : 'never', secretBox });
  return { ...handle, secretBox };
}
