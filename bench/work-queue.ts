// The admin's work queue at a busy office's size: 5,000 clients and 10,000 disputes spread over
// every group of the queue, on PostgreSQL, in a database of its own that is dropped afterwards.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

const root = path.resolve(import.meta.dirname, '..');
const serverMain = path.join(root, 'apps/server/dist/main.js');
const clients = Number(process.env.BENCH_CLIENTS ?? 5000);
const requests = Number(process.env.BENCH_QUEUE_REQUESTS ?? 300);
const goalMs = 100;

/** A build from before the work queue would answer 404; rebuild it then. */
function ensureServerWithQueue() {
  if (existsSync(serverMain) && readFileSync(serverMain, 'utf8').includes('/api/admin/work-queue')) return;
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('server build failed');
}

async function signInAdmin(url: string) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'DemoAdmin#2026', loginType: 'admin' }),
  });
  if (!res.ok) throw new Error(`bench sign-in of the admin failed: ${res.status}`);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

/** One request at a time, as the admin's screen asks: the latency of the endpoint itself. */
async function timeRequests(url: string, headers: Record<string, string>) {
  for (let i = 0; i < 20; i++) await (await fetch(url, { headers })).arrayBuffer();
  const times: number[] = [];
  let body: { total?: number } | undefined;
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    body = (await res.json()) as { total?: number };
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), total: body?.total ?? 0 };
}

export async function runWorkQueueBench(): Promise<string[]> {
  ensureServerWithQueue();
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bench_queue_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  const keyDir = mkdtempSync(path.join(tmpdir(), 'bench-queue-key-'));
  try {
    // Filling the tables takes longer than a request may; the server itself keeps its own limit.
    const handle = openPostgres({ url: dbUrl.toString(), queryTimeoutMs: 300_000 });
    await applyMigrations(handle);
    const secretBox = createSecretBox(loadEncryptionKey({ dataDir: keyDir, log: () => {} }));
    await seedDatabase(handle.db, { demo: 'always', secretBox });
    await insertBulkClients(handle, clients, 2);
    await spreadOverQueue(handle);
    await handle.close();

    const server = await startServer(['--enable-source-maps', serverMain], {
      DATABASE_URL: dbUrl.toString(),
      DATA_DIR: keyDir,
      JOBS_ENABLED: 'false',
    });
    try {
      const headers = await signInAdmin(server.url);
      const lines: string[] = [];
      // The same measure of the cheapest signed-in read: what the machine itself costs at this moment.
      const floor = await timeRequests(`${server.url}/api/users/current`, headers);
      lines.push(
        `PostgreSQL: GET /api/users/current (same method, for scale): p50 ${floor.p50.toFixed(1)} ms, p95 ${floor.p95.toFixed(1)} ms`,
      );
      for (const [label, query] of [
        ['all nine groups, first page of each', ''],
        ['one group, page 100', '?group=MAILED_UNDELIVERED&page=100&pageSize=10'],
      ] as const) {
        const r = await timeRequests(`${server.url}/api/admin/work-queue${query}`, headers);
        lines.push(
          `PostgreSQL: GET /api/admin/work-queue (${label}; ${clients} clients, ${clients * 2}+ disputes, ${r.total} waiting): p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms (goal < ${goalMs} ms: ${r.p95 < goalMs ? 'met' : 'NOT met'})`,
        );
      }
      return lines;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(keyDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

// `npm run bench:work-queue` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await runWorkQueueBench()) console.log(line);
}
