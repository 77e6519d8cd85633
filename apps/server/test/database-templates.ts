import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/db/client';
import { applyMigrations } from '../src/db/migrate';
import { acrossOrganizations } from '../src/db/organization-context';
import { seedDatabase } from '../src/db/seed/seed';
import { createSecretBox } from '../src/platform/crypto/secret-box';

/**
 * Migrated databases, with and without the demo seed, built once per test run (vitest's global
 * setup) and copied for each test file: a PGlite image of the data directory (loading it skips
 * initdb, the migrations and the seed's password hashing) and, with TEST_DATABASE_URL, PostgreSQL
 * template databases (CREATE DATABASE ... TEMPLATE copies files). A database made from scratch took
 * 6 to 15 s on this machine's two cores; a copy takes about one.
 */
export interface DatabaseTemplates {
  /** The key the seed sealed its secrets with (hex); each copy's app opens them with it. */
  secretKey: string;
  pglite: { seeded: string; bare: string };
  postgres?: { seeded: string; bare: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

async function prepare(handle: DatabaseHandle, seeded: boolean, key: Buffer) {
  await applyMigrations(handle);
  await acrossOrganizations('demoSeed', () =>
    seedDatabase(handle.db, { demo: seeded ? 'always' : 'never', secretBox: createSecretBox(key) }),
  );
}

async function pgliteImage(dir: string, seeded: boolean, key: Buffer) {
  const handle = await openPglite(null);
  await prepare(handle, seeded, key);
  const file = path.join(dir, seeded ? 'seeded.tar' : 'bare.tar');
  writeFileSync(file, Buffer.from(await (await handle.dump()).arrayBuffer()));
  await handle.close();
  return file;
}

async function adminQuery(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function postgresTemplate(adminUrl: string, seeded: boolean, key: Buffer) {
  const name = `tpl_${seeded ? 'seeded' : 'bare'}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Migrations are long statements, and the run's other templates are built meanwhile.
  const handle = openPostgres({ url: url.toString(), poolSize: 2, queryTimeoutMs: 300_000 });
  await prepare(handle, seeded, key);
  // A template with a connection open cannot be copied.
  await handle.close();
  return name;
}

export default async function setup(project: TestProject) {
  const key = randomBytes(32);
  const dir = mkdtempSync(path.join(tmpdir(), 'db-templates-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const [seeded, bare, postgres] = await Promise.all([
    pgliteImage(dir, true, key),
    pgliteImage(dir, false, key),
    adminUrl
      ? Promise.all([postgresTemplate(adminUrl, true, key), postgresTemplate(adminUrl, false, key)])
      : undefined,
  ]);
  project.provide('databaseTemplates', {
    secretKey: key.toString('hex'),
    pglite: { seeded, bare },
    ...(postgres ? { postgres: { seeded: postgres[0], bare: postgres[1] } } : {}),
  });
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (adminUrl && postgres) {
      for (const name of postgres) await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    }
  };
}
