// Every admin list and count at the size of a large credit repair office: 100,000 clients, 1,000,000
// disputes, 400,000 chat messages, 100,000 tickets, uploads, bureau answers and leads, on PostgreSQL.
// Each route is called 20 times in a row (p50 and p95), and separately as the first call after a
// restart of the server (a process that served the route once stops, and a new one starts, per route,
// so no route warms another's path).
//
//   npm run build && TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:scale -w @app/bench
//
// BENCH_SCALE_DB=<name> keeps the database between runs (built once, reused after); BENCH_SCALE_ONLY=<regex>
// measures only the routes whose names match.
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client';
import { applyMigrations } from '../apps/server/src/db/migrate';
import { seedDatabase } from '../apps/server/src/db/seed/seed';
import { loadEncryptionKey } from '../apps/server/src/platform/crypto/encryption-key';
import { createSecretBox } from '../apps/server/src/platform/crypto/secret-box';
import { insertBulkClients, spreadOverQueue } from './bulk-data';
import { startServer } from './server-process';

const clients = 100_000;
const disputesPerClient = 10;
const calls = 20;
const goalMs = 100;
const analyticsGoalMs = 250;
const root = path.resolve(import.meta.dirname, '..');
const serverMain = path.join(root, 'apps/server/dist/main.js');
const only = process.env.BENCH_SCALE_ONLY ? new RegExp(process.env.BENCH_SCALE_ONLY, 'i') : null;

/** The routes an admin's screens read, by the names the results table uses. */
const routes: [string, string][] = [
  ['GET /api/admin/clients (name)', '/api/admin/clients'],
  ['GET /api/admin/clients?sort=score&dir=desc', '/api/admin/clients?sort=score&dir=desc'],
  ['GET /api/admin/clients?sort=lastActivity&dir=desc', '/api/admin/clients?sort=lastActivity&dir=desc'],
  ['GET /api/admin/clients?search=client12', '/api/admin/clients?search=client12'],
  ['GET /api/admin/work-queue', '/api/admin/work-queue'],
  ['GET /api/admin/analytics', '/api/admin/analytics'],
  ['GET /api/admin/client-profiles', '/api/admin/client-profiles'],
  ['GET /api/admin/client-profiles?search=client12', '/api/admin/client-profiles?search=client12'],
  ['GET /api/admin/test-users', '/api/admin/test-users'],
  ['GET /api/admin/dashboard-counts', '/api/admin/dashboard-counts'],
  ['GET /api/admin/tracking', '/api/admin/tracking'],
  ['GET /api/admin/all-disputes', '/api/admin/all-disputes'],
  [
    'GET /api/admin/all-disputes?status=SENT&bureau=EXPERIAN',
    '/api/admin/all-disputes?status=SENT&bureau=EXPERIAN',
  ],
  ['GET /api/admin/leads', '/api/admin/leads'],
  ['GET /api/admin/feedback', '/api/admin/feedback'],
  ['GET /api/admin/beta-access', '/api/admin/beta-access'],
  ['GET /api/admin/mail-outbox', '/api/admin/mail-outbox'],
  ['GET /api/users', '/api/users'],
  ['GET /api/users?search=client12', '/api/users?search=client12'],
  ['GET /api/support/admin/conversations', '/api/support/admin/conversations'],
  ['GET /api/support/admin/tickets', '/api/support/admin/tickets'],
  ['GET /api/support/admin/metrics', '/api/support/admin/metrics'],
];

async function databaseUrl() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('Set TEST_DATABASE_URL: the scale bench runs on PostgreSQL');
  const kept = process.env.BENCH_SCALE_DB;
  const name = kept ?? `scale_${Date.now().toString(36)}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (!exists) await admin.query(`create database ${name}`);
  await admin.end();
  const drop = async () => {
    if (kept) return;
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return { url: url.toString(), built: exists, drop };
}

/** Migrated, seeded with the demo files, then the bulk data set, in set-based statements. */
async function build(url: string, keyDir: string) {
  const started = Date.now();
  const handle = openPostgres({ url, queryTimeoutMs: 3_600_000 });
  await applyMigrations(handle);
  const secretBox = createSecretBox(loadEncryptionKey({ dataDir: keyDir, log: () => {} }));
  await seedDatabase(handle.db, { demo: 'always', secretBox });
  await insertBulkClients(handle, clients, disputesPerClient);
  await spreadOverQueue(handle);
  await handle.close();
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  // What autovacuum does on a live server: the bulk statements leave the kept tables' old row versions.
  await c.query('vacuum analyze');
  const sizes = (
    await c.query(`select (select count(*) from users)::int as clients, (select count(*) from disputes)::int as disputes,
      (select count(*) from chat_messages)::int as messages, (select count(*) from support_tickets)::int as tickets,
      (select count(*) from leads)::int as leads`)
  ).rows[0];
  await c.end();
  console.log(`built in ${Math.round((Date.now() - started) / 1000)} s:`, sizes);
}

async function signIn(url: string) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'DemoAdmin#2026', loginType: 'admin' }),
  });
  if (!res.ok) throw new Error(`admin sign-in failed: ${res.status}`);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

async function timed(url: string, headers: Record<string, string>) {
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.arrayBuffer();
  const ms = performance.now() - t0;
  if (!res.ok)
    throw new Error(`${url} answered ${res.status}: ${Buffer.from(body).toString().slice(0, 200)}`);
  return { ms, bytes: body.byteLength };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

async function main() {
  if (!existsSync(serverMain)) throw new Error('Build first: npm run build');
  const keyDir = path.join(tmpdir(), 'credit-repair-scale-bench-key');
  mkdirSync(keyDir, { recursive: true });
  const db = await databaseUrl();
  try {
    if (!db.built) await build(db.url, keyDir);
    const env = { DATABASE_URL: db.url, DATA_DIR: keyDir, JOBS_ENABLED: 'false', ADMIN_MFA: 'optional' };
    const wanted = routes.filter(([name]) => !only || only.test(name));
    const lines: string[] = [];
    let worst = 0;
    for (const [name, route] of wanted) {
      // A restart: one process serves the route once and stops; a new one's first call is measured.
      const before = await startServer(['--enable-source-maps', serverMain], env);
      await timed(before.url + route, await signIn(before.url)).finally(() => before.stop());
      const server = await startServer(['--enable-source-maps', serverMain], env);
      try {
        const admin = await signIn(server.url);
        const first = await timed(server.url + route, admin);
        const times: number[] = [];
        for (let i = 0; i < calls; i++) times.push((await timed(server.url + route, admin)).ms);
        times.sort((a, b) => a - b);
        const p95 = quantile(times, 0.95);
        const goal = name.includes('analytics') ? analyticsGoalMs : goalMs;
        worst = Math.max(worst, Math.max(p95, first.ms) / goal);
        lines.push(
          `${name.padEnd(58)} first ${first.ms.toFixed(0).padStart(5)} ms   p50 ${quantile(times, 0.5).toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   ${(first.bytes / 1024).toFixed(1).padStart(6)} KB   ${p95 <= goal && first.ms <= goal ? 'met' : 'NOT met'}`,
        );
        console.log(lines.at(-1));
      } finally {
        await server.stop();
      }
    }
    console.log(
      `\n# scale bench ${new Date().toISOString()} (${clients} clients, ${clients * disputesPerClient} disputes)`,
    );
    console.log(lines.join('\n'));
    console.log(
      `Goal: every list and count p95 and first call <= ${goalMs} ms (analytics <= ${analyticsGoalMs} ms): ${worst <= 1 ? 'met' : 'NOT met'}`,
    );
  } finally {
    await db.drop();
  }
}

await main();
