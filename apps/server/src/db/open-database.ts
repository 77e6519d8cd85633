import type { Config } from '../config';
import type { SecretBox } from '../platform/crypto/secret-box';
import { type DatabaseHandle, openPglite, openPostgres } from './client';
import { maintainEmbedded } from './embedded-maintenance';
import { applyMigrations } from './migrate';
import { acrossOrganizations } from './organization-context';
import { seedDatabase } from './seed/seed';

/** The configured database, migrated; seeded with demo data where the runtime model says so. */
export async function openDatabase(config: Config, log: { info: (m: string) => void }, secretBox: SecretBox) {
  let handle: DatabaseHandle;
  if (config.DATABASE_URL) {
    handle = openPostgres({
      url: config.DATABASE_URL,
      poolSize: config.DB_POOL_SIZE,
      queryTimeoutMs: config.DB_QUERY_TIMEOUT_MS,
      fastPaths: config.DB_FAST_PATHS === 'on',
    });
  } else {
    handle = await openPglite(config.dataDir, { fastPaths: config.DB_FAST_PATHS === 'on' });
    log.info(`Embedded database (PGlite) in ${config.dataDir}/pglite`);
  }
  await applyMigrations(handle);
  const demo = config.SEED_DEMO
    ? 'always'
    : !config.DATABASE_URL && config.NODE_ENV !== 'production'
      ? 'if-empty'
      : 'never';
  if (await acrossOrganizations('demoSeed', () => seedDatabase(handle.db, { demo, secretBox })))
    log.info('Seeded demo accounts (see README)');
  if (demo !== 'never') {
    const reach = ['127.0.0.1', 'localhost', '::1'].includes(config.HOST)
      ? 'this machine only'
      : `every network ${config.HOST} is on: anyone there can sign in as the demo admin`;
    log.info(
      `Warning: the demo accounts' passwords are published in the README. The server listens on ${config.HOST} (${reach}).`,
    );
  }
  await maintainEmbedded(handle);
  return handle;
}
