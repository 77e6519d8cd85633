import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/db/client';
import { applyMigrations } from '../src/db/migrate';
import { seedDatabase } from '../src/db/seed/seed';
import { createSecretBox, type SecretBox } from '../src/platform/crypto/secret-box';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase extends DatabaseHandle {
  /** The key the seed sealed secrets with; the test app uses the same one. */
  secretBox: SecretBox;
  /** The connection string of the fresh PostgreSQL database (postgres kind only). */
  url?: string;
}

/** A fresh database of its own for one test file: in-memory PGlite, or a new PostgreSQL database. */
export async function createTestDatabase(
  kind: DatabaseKind,
  opts: { seed?: boolean } = {},
): Promise<TestDatabase> {
  let handle: DatabaseHandle & { url?: string };
  const secretBox = createSecretBox(randomBytes(32));
  if (kind === 'pglite') {
    handle = await openPglite(null);
  } else {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const inner = openPostgres({ url: url.toString(), poolSize: 5 });
    handle = {
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
  await applyMigrations(handle);
  await seedDatabase(handle.db, { demo: opts.seed === false ? 'never' : 'always', secretBox });
  return { ...handle, secretBox };
}
