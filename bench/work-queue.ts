// The admin's work queue at a busy office's size: 5,000 clients and 10,000 disputes spread over
// every group of the queue; then at a platform's: 50 organizations of 2,000 clients each (100,000
// clients), the admin reading their own organization's queue. On PostgreSQL, in a database of its
// own that is dropped afterwards.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client';
import { applyMigrations } from '../apps/server/src/db/migrate';
import { seedDatabase } from '../apps/server/src/db/seed/seed';
import { loadEncryptionKey } from '../apps/server/src/platform/crypto/encryption-key';
import { createSecretBox } from '../apps/server/src/platform/crypto/secret-box';
import { insertBulkClients, insertBulkOrganizations, spreadOverQueue } from './bulk-data';
import { percentile, signIn } from './load';
import { startServer } from './server-process';
import { setWalls } from './walls-off';

const root = path.resolve(import.meta.dirname, '..');
const serverMain = path.join(root, 'apps/server/dist/main.js');
const requests = Number(process.env.BENCH_QUEUE_REQUESTS ?? 300);
const goalMs = 100;

/** A build from before the work queue would answer 404; rebuild it then. */
function ensureServerWithQueue() {
  if (existsSync(serverMain) && readFileSync(serverMain, 'utf8').includes('/api/admin/work-queue')) return;
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('server build failed');
}

/**
 * Requests one at a time, as the admin's screen asks (the latency of the endpoint itself): each
 * one's time, and the last answer's total.
 */
async function timeSome(url: string, headers: Record<string, string>, n: number, times: number[]) {
  let body: { total?: number } | undefined;
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    body = (await res.json()) as { total?: number };
    times.push(performance.now() - started);
  }
  return body?.total ?? 0;
}

/**
 * Reads left out before timing. Switching the walls changes the tables, so every connection plans
 * the statement anew: PostgreSQL plans it for its parameters the first times it runs on a
 * connection (20 to 50 ms for the whole queue's thirty subqueries) and keeps one generic plan
 * after about ten. That happens once per connection in a server's life, never again at run time;
 * left in, it measured the switch more than the walls (20 reads left out reached it on some
 * connections and not others).
 */
const warmUpReads = 60;
const warmUp = async (url: string, headers: Record<string, string>) => {
  for (let i = 0; i < warmUpReads; i++) await (await fetch(url, { headers })).arrayBuffer();
};

const summary = (times: number[], total: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), total };
};

/**
 * The same read with the walls up and down in turns of a few requests on the one server and
 * database (the first of each pair alternating): on a shared machine the load moves from one second
 * to the next, and only figures taken within the same seconds compare. After each switch the
 * server's statements are planned anew (the tables changed), so a few reads are left out first.
 */
async function timeInTurns(
  server: { url: string; headers: Record<string, string>; dbUrl: string },
  path: string,
) {
  const { url, headers, dbUrl } = server;
  const rounds = 10;
  const each = Math.max(1, Math.round(requests / rounds));
  const times = { walled: [] as number[], open: [] as number[] };
  let total = 0;
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 === 0 ? (['walled', 'open'] as const) : (['open', 'walled'] as const);
    for (const which of order) {
      await setWalls(dbUrl, which === 'walled');
      await warmUp(url + path, headers);
      const n = await timeSome(url + path, headers, each, times[which]);
      if (which === 'walled') total = n;
    }
  }
  await setWalls(dbUrl, true);
  return { walled: summary(times.walled, total), open: summary(times.open, total) };
}

export async function runWorkQueueBench(): Promise<string[]> {
  ensureServerWithQueue();
  const office = await measureOffice();
  if (process.env.BENCH_QUEUE_ORGANIZATIONS === '0') return office;
  return [...office, ...(await measureQueue({ organizations: 50, clients: 2000 }))];
}

/** `BENCH_QUEUE_OFFICE=0`: the platform's size only (50 organizations), for working on it. */
async function measureOffice() {
  if (process.env.BENCH_QUEUE_OFFICE === '0') return [];
  return measureQueue({ organizations: 1, clients: Number(process.env.BENCH_CLIENTS ?? 5000) });
}

async function measureQueue({ organizations, clients }: { organizations: number; clients: number }) {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  // BENCH_QUEUE_DB=<name> keeps the database (and its key) between runs: built once, reused after,
  // so a change to the server is measured on the same rows. The server's migrator brings it up to date.
  const kept = process.env.BENCH_QUEUE_DB ? `${process.env.BENCH_QUEUE_DB}_${organizations}` : undefined;
  const name = kept ?? `bench_queue_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const built = kept
    ? (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1
    : false;
  if (!built) await admin.query(`create database ${name}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  const keyDir = kept
    ? path.join(tmpdir(), `${name}-key`)
    : mkdtempSync(path.join(tmpdir(), 'bench-queue-key-'));
  mkdirSync(keyDir, { recursive: true });
  try {
    if (!built) {
      // Filling the tables takes longer than a request may; the server itself keeps its own limit.
      // Set-up stands outside any request: it sees every organization.
      const handle = openPostgres({ url: dbUrl.toString(), queryTimeoutMs: 1_800_000, unscoped: 'all' });
      await applyMigrations(handle);
      const secretBox = createSecretBox(loadEncryptionKey({ dataDir: keyDir, log: () => {} }));
      await seedDatabase(handle.db, { demo: 'always', secretBox });
      await insertBulkOrganizations(handle, organizations);
      await insertBulkClients(handle, clients, 2, organizations);
      await spreadOverQueue(handle);
      await handle.close();
    }

    const serverEnv = { DATA_DIR: keyDir, JOBS_ENABLED: 'false' };
    const server = await startServer(['--enable-source-maps', serverMain], {
      ...serverEnv,
      DATABASE_URL: dbUrl.toString(),
    });
    try {
      const walls = await setWalls(dbUrl.toString(), true);
      const signedIn = {
        url: server.url,
        dbUrl: dbUrl.toString(),
        headers: (await signIn(server.url, 'admin@example.com', 'DemoAdmin#2026', 'admin')).headers,
      };
      const lines: string[] = [];
      const size = `${organizations > 1 ? `${organizations} organizations × ` : ''}${clients} clients, ${clients * 2}+ disputes${organizations > 1 ? ' each' : ''}`;
      const ms = (n: number) => `${n.toFixed(1)} ms`;
      const both = (path: string) => timeInTurns(signedIn, path);
      // The same measure of the cheapest signed-in read: what the machine itself costs at this moment.
      const floor = await both('/api/users/current');
      lines.push(
        `PostgreSQL: GET /api/users/current (same method, for scale; ${size}): p50 ${ms(floor.walled.p50)}, p95 ${ms(floor.walled.p95)}; walls down: p50 ${ms(floor.open.p50)}, p95 ${ms(floor.open.p95)}`,
      );
      for (const [label, query] of [
        ['all nine groups, first page of each', ''],
        ['one group, page 100', '?group=MAILED_UNDELIVERED&page=100&pageSize=10'],
        // The sizes of Unassigned are counted live (the tallies are per organization): every
        // bulk client is unassigned, so this is the live count at its largest.
        ['all groups, Unassigned, counted live', '?assigned=unassigned'],
      ] as const) {
        const { walled: r, open: o } = await both(`/api/admin/work-queue${query}`);
        const cost = (a: number, b: number) => `${(((a - b) / b) * 100).toFixed(1)}%`;
        lines.push(
          `PostgreSQL: GET /api/admin/work-queue (${label}; ${size}, ${r.total} waiting): p50 ${ms(r.p50)}, p95 ${ms(r.p95)} (goal < ${goalMs} ms: ${r.p95 < goalMs ? 'met' : 'NOT met'})`,
          `PostgreSQL: same, walls down (${walls} tables' row-level security disabled): p50 ${ms(o.p50)}, p95 ${ms(o.p95)}; row-level security's cost: p50 ${cost(r.p50, o.p50)}, p95 ${cost(r.p95, o.p95)} (goal < 15%: ${r.p50 < o.p50 * 1.15 ? 'met' : 'NOT met'} on the p50)`,
        );
      }
      return lines;
    } finally {
      await setWalls(dbUrl.toString(), true);
      await server.stop();
    }
  } finally {
    if (!kept) {
      rmSync(keyDir, { recursive: true, force: true });
      await admin.query(`drop database if exists ${name} with (force)`);
    }
    await admin.end();
  }
}

// `npm run bench:work-queue` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await runWorkQueueBench()) console.log(line);
}
