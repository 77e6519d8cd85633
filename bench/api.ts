import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../apps/server/src/db/client';
import { applyMigrations } from '../apps/server/src/db/migrate';
import { seedDatabase } from '../apps/server/src/db/seed/seed';
import { loadEncryptionKey } from '../apps/server/src/platform/crypto/encryption-key';
import { createSecretBox } from '../apps/server/src/platform/crypto/secret-box';
import { insertBulkClients } from './bulk-data';
import { formatResult, type LoadResult, measure } from './load';
import { startServer } from './server-process';

const root = path.resolve(import.meta.dirname, '..');
const serverMain = path.join(root, 'apps/server/dist/main.js');
/** A busy office: 5,000 clients with two disputes each (10,000 disputes) besides the demo files. */
const bulkClients = Number(process.env.BENCH_CLIENTS ?? 5000);

function ensureServerBuilt() {
  if (existsSync(serverMain)) return;
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('server build failed');
}

async function signIn(url: string, email: string, password: string, loginType: 'client' | 'admin') {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, loginType }),
  });
  if (!res.ok) throw new Error(`bench sign-in of ${email} failed: ${res.status}`);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

/** Migrated, seeded with the demo files and the bulk clients, before the server starts. */
async function prepare(handle: DatabaseHandle, dataDir: string) {
  await applyMigrations(handle);
  const secretBox = createSecretBox(loadEncryptionKey({ dataDir, log: () => {} }));
  await seedDatabase(handle.db, { demo: 'always', secretBox });
  await insertBulkClients(handle, bulkClients, 2);
  await handle.close();
}

function ratiosToHealth(label: string, results: LoadResult[]) {
  const [health, ...reads] = results;
  if (!health) return [];
  return reads.map((r) => `${label}: ${r.name.split(': ')[1]} / health = ${(r.rps / health.rps).toFixed(3)}`);
}

async function benchOurServer(label: string, env: Record<string, string>) {
  const server = await startServer(['--enable-source-maps', serverMain], env);
  try {
    const client = await signIn(server.url, 'client@example.com', 'DemoClient#2026', 'client');
    const admin = await signIn(server.url, 'admin@example.com', 'DemoAdmin#2026', 'admin');
    const get = (name: string, p: string, headers: Record<string, string> = {}) =>
      measure(`${label}: ${name}`, `${server.url}${p}`, headers);
    const results = [
      await get('GET /api/health', '/api/health'),
      await get('GET /api/users/current (authenticated)', '/api/users/current', client),
      await get('GET /api/credit-issues (demo client)', '/api/credit-issues', client),
      await get('GET /api/disputes (demo client)', '/api/disputes', client),
      await get(
        `GET /api/admin/tracking page 1 (${bulkClients * 2}+ disputes)`,
        '/api/admin/tracking?userId=0&page=1',
        admin,
      ),
      await get('GET /api/admin/tracking page 250', '/api/admin/tracking?userId=0&page=250', admin),
      await get(
        `GET /api/users search + page (${bulkClients}+ clients)`,
        '/api/users?search=Client12&page=2&pageSize=20',
        admin,
      ),
      await get(
        `GET /api/users page 100 (${bulkClients}+ clients)`,
        '/api/users?page=100&pageSize=20',
        admin,
      ),
      await get(`GET /api/admin/analytics (${bulkClients * 2}+ disputes)`, '/api/admin/analytics', admin),
    ];
    return { results, token: client.authorization.slice(7) };
  } finally {
    await server.stop();
  }
}

export async function runApiBench(): Promise<string[]> {
  ensureServerBuilt();
  const lines: string[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  try {
    await prepare(await openPglite(dataDir), dataDir);
    const embedded = await benchOurServer('PGlite', { DATA_DIR: dataDir, JOBS_ENABLED: 'false' });
    lines.push(...embedded.results.map(formatResult), ...ratiosToHealth('PGlite', embedded.results));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    lines.push(
      'PostgreSQL: skipped (set TEST_DATABASE_URL to include it and the bare Fastify + pg baseline)',
    );
    return lines;
  }
  const name = `bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  const keyDir = mkdtempSync(path.join(tmpdir(), 'bench-key-'));
  try {
    await prepare(openPostgres({ url: dbUrl.toString() }), keyDir);
    const ours = await benchOurServer('PostgreSQL', {
      DATABASE_URL: dbUrl.toString(),
      DATA_DIR: keyDir,
      JOBS_ENABLED: 'false',
    });
    lines.push(...ours.results.map(formatResult), ...ratiosToHealth('PostgreSQL', ours.results));
    const baseline = await startServer(
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        path.join(import.meta.dirname, 'baseline-server.ts'),
      ],
      { DATABASE_URL: dbUrl.toString() },
      '/api/users/current',
    );
    try {
      const base = await measure(
        'Baseline bare Fastify + pg: GET /api/users/current',
        `${baseline.url}/api/users/current`,
        { authorization: `Bearer ${ours.token}` },
      );
      lines.push(formatResult(base));
      const current = ours.results[1];
      if (current) {
        lines.push(
          `PostgreSQL: our authenticated read / baseline = ${(current.rps / base.rps).toFixed(3)} (goal >= 0.70)`,
        );
      }
    } finally {
      await baseline.stop();
    }
  } finally {
    rmSync(keyDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  return lines;
}
