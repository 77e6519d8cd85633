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
import { insertBulkClients, spreadOverQueue } from './bulk-data';
import { formatResult, type LoadResult, measure, signIn } from './load';
import { startServer } from './server-process';
import { copyDatabase, setWalls } from './walls-off';

const root = path.resolve(import.meta.dirname, '..');
const serverMain = path.join(root, 'apps/server/dist/main.js');
/** A busy office: 5,000 clients with two disputes each (10,000 disputes) besides the demo files. */
const bulkClients = Number(process.env.BENCH_CLIENTS ?? 5000);
/** Issue 20's goals, per database: p99 of every admin list (any page depth) and of the analytics. */
const listGoalMs = { PostgreSQL: 100, PGlite: 250 } as const;
const embeddedReadGoal = 1200;
const baselineGoal = 0.85;
/** Issue 30: against the floor that answers the same JSON. */
const floorGoal = 0.7;
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
/**
 * `BENCH_DB=PGlite|PostgreSQL` runs one database only and `BENCH_ONLY=<regex>` only the measures
 * whose names match (the health read always runs): for working on one list without the whole run.
 */
const onlyDb = process.env.BENCH_DB;
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const wanted = (name: string) => !only || only.test(name) || name === 'GET /api/health';
const measured = (results: (LoadResult | null)[]) => results.filter((r): r is LoadResult => r !== null);

function ensureServerBuilt() {
  if (existsSync(serverMain)) return;
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('server build failed');
}

/** Migrated, seeded with the demo files and the bulk clients, before the server starts. */
async function prepare(handle: DatabaseHandle, dataDir: string) {
  await applyMigrations(handle);
  const secretBox = createSecretBox(loadEncryptionKey({ dataDir, log: () => {} }));
  await seedDatabase(handle.db, { demo: 'always', secretBox });
  await insertBulkClients(handle, bulkClients, 2);
  await spreadOverQueue(handle);
  await handle.close();
}

function ratiosToHealth(label: string, results: LoadResult[]) {
  const [health, ...reads] = results;
  if (!health) return [];
  return reads.map((r) => `${label}: ${r.name.split(': ')[1]} / health = ${(r.rps / health.rps).toFixed(3)}`);
}

/** The `nextCursor` of a page read by number: the cursor that starts the page after it. */
async function cursorAfter(url: string, headers: Record<string, string>) {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const { nextCursor } = (await res.json()) as { nextCursor: string | null };
  if (!nextCursor) throw new Error(`${url} gave no nextCursor`);
  return encodeURIComponent(nextCursor);
}

/** The work queue's one group's `nextCursor` after the page read by number. */
async function groupCursorAfter(url: string, headers: Record<string, string>) {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const { groups } = (await res.json()) as { groups: { nextCursor?: string | null }[] };
  const nextCursor = groups[0]?.nextCursor;
  if (!nextCursor) throw new Error(`${url} gave no nextCursor`);
  return encodeURIComponent(nextCursor);
}

/** The client table's cursor after `pages` pages of `limit` (it pages by cursor only). */
async function clientTableCursor(base: string, headers: Record<string, string>, pages: number) {
  let cursor = '';
  for (let i = 0; i < pages; i++) {
    const res = await fetch(`${base}/api/admin/clients?limit=100${cursor ? `&cursor=${cursor}` : ''}`, {
      headers,
    });
    const { nextCursor } = (await res.json()) as { nextCursor: string | null };
    if (!nextCursor) break;
    cursor = encodeURIComponent(nextCursor);
  }
  return cursor;
}

async function benchOurServer(label: keyof typeof listGoalMs, env: Record<string, string>) {
  const server = await startServer(['--enable-source-maps', serverMain], env);
  try {
    const client = (await signIn(server.url, 'client@example.com', 'DemoClient#2026', 'client')).headers;
    const admin = (await signIn(server.url, 'admin@example.com', 'DemoAdmin#2026', 'admin')).headers;
    const get = async (name: string, p: string, headers: Record<string, string> = {}) =>
      wanted(name) ? measure(`${label}: ${name}`, `${server.url}${p}`, headers) : null;
    const reads = measured([
      await get('GET /api/health', '/api/health'),
      await get('GET /api/users/current (authenticated)', '/api/users/current', client),
      await get('GET /api/credit-issues (demo client)', '/api/credit-issues', client),
      await get('GET /api/disputes (demo client)', '/api/disputes', client),
    ]);
    const lastUsersPage = Math.ceil(bulkClients / 20);
    const trackingCursor = await cursorAfter(`${server.url}/api/admin/tracking?page=499`, admin);
    const leadsCursor = await cursorAfter(`${server.url}/api/admin/leads?page=249`, admin);
    const ticketsCursor = await cursorAfter(`${server.url}/api/support/admin/tickets?page=249`, admin);
    const usersCursor = await cursorAfter(`${server.url}/api/users?page=${lastUsersPage - 1}`, admin);
    const clientsCursor = await clientTableCursor(server.url, admin, Math.floor(bulkClients / 100) - 1);
    const queueCursor = await groupCursorAfter(
      `${server.url}/api/admin/work-queue?group=MAILED_UNDELIVERED&page=99&pageSize=10`,
      admin,
    );
    // Every admin list, at its first page and at a deep one (by page number and by cursor).
    const lists = measured([
      await get(
        `GET /api/admin/tracking page 1 (${bulkClients * 2}+ disputes)`,
        '/api/admin/tracking?page=1',
        admin,
      ),
      await get('GET /api/admin/tracking page 250', '/api/admin/tracking?page=250', admin),
      await get('GET /api/admin/tracking page 500', '/api/admin/tracking?page=500', admin),
      await get(
        'GET /api/admin/tracking page 500 by cursor',
        `/api/admin/tracking?cursor=${trackingCursor}`,
        admin,
      ),
      await get(`GET /api/users page 1 (${bulkClients}+ clients)`, '/api/users?page=1', admin),
      await get(`GET /api/users page ${lastUsersPage}`, `/api/users?page=${lastUsersPage}`, admin),
      await get(`GET /api/users page ${lastUsersPage} by cursor`, `/api/users?cursor=${usersCursor}`, admin),
      await get('GET /api/users search + page', '/api/users?search=Client12&page=2&pageSize=20', admin),
      await get('GET /api/admin/clients first page', '/api/admin/clients?limit=25', admin),
      await get(
        'GET /api/admin/clients last page by cursor',
        `/api/admin/clients?limit=25&cursor=${clientsCursor}`,
        admin,
      ),
      await get('GET /api/admin/work-queue (all groups)', '/api/admin/work-queue', admin),
      await get(
        'GET /api/admin/work-queue one group page 100',
        '/api/admin/work-queue?group=MAILED_UNDELIVERED&page=100&pageSize=10',
        admin,
      ),
      await get(
        'GET /api/admin/work-queue one group deep page by cursor',
        `/api/admin/work-queue?group=MAILED_UNDELIVERED&pageSize=10&cursor=${queueCursor}`,
        admin,
      ),
      await get(`GET /api/admin/leads page 1 (${bulkClients}+ leads)`, '/api/admin/leads?page=1', admin),
      await get('GET /api/admin/leads page 250', '/api/admin/leads?page=250', admin),
      await get('GET /api/admin/leads page 250 by cursor', `/api/admin/leads?cursor=${leadsCursor}`, admin),
      await get(
        `GET /api/support/admin/tickets page 1 (${bulkClients}+)`,
        '/api/support/admin/tickets?page=1',
        admin,
      ),
      await get('GET /api/support/admin/tickets page 250', '/api/support/admin/tickets?page=250', admin),
      await get(
        'GET /api/support/admin/tickets page 250 by cursor',
        `/api/support/admin/tickets?cursor=${ticketsCursor}`,
        admin,
      ),
    ]);
    const analytics = await get(
      `GET /api/admin/analytics (${bulkClients * 2}+ disputes)`,
      '/api/admin/analytics',
      admin,
    );
    return { reads, lists, analytics, token: client.authorization.slice(7), server };
  } catch (err) {
    await server.stop();
    throw err;
  }
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/**
 * Two servers measured in turns (`BENCH_ROUNDS`, default 5, of `BENCH_TURN_SECONDS`, default 4, each),
 * after one warm-up of each: the sums of both, and each round's ratio of the first to the second.
 */
async function inTurns(
  a: { name: string; url: string },
  b: { name: string; url: string },
  headers: Record<string, string>,
  /** The second server's, when it has sessions of its own. */
  headersOfB = headers,
) {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
  const seconds = Number(process.env.BENCH_TURN_SECONDS ?? 4);
  const headersOf = (s: { url: string }) => (s === b ? headersOfB : headers);
  await measure(a.name, a.url, headers, 2, false);
  await measure(b.name, b.url, headersOfB, 2, false);
  const ofA: LoadResult[] = [];
  const ofB: LoadResult[] = [];
  for (let i = 0; i < rounds; i++) {
    const first = i % 2 === 0 ? a : b;
    const second = first === a ? b : a;
    const r1 = await measure(first.name, first.url, headersOf(first), seconds, false);
    const r2 = await measure(second.name, second.url, headersOf(second), seconds, false);
    ofA.push(first === a ? r1 : r2);
    ofB.push(first === a ? r2 : r1);
  }
  const total = (name: string, rs: LoadResult[]): LoadResult => ({
    name,
    rps: Math.round(rs.reduce((n, r) => n + r.rps, 0) / rs.length),
    meanMs: rs.reduce((n, r) => n + r.meanMs, 0) / rs.length,
    p99Ms: Math.max(...rs.map((r) => r.p99Ms)),
    non2xx: rs.reduce((n, r) => n + r.non2xx, 0),
  });
  return {
    ours: total(a.name, ofA),
    floor: total(b.name, ofB),
    ratios: ofA.map((r, i) => r.rps / (ofB[i] as LoadResult).rps),
  };
}

/** The floors are only a floor if they answer what we answer: the same bytes, or the bench stops. */
async function assertSameAnswer(ourUrl: string, headers: Record<string, string>, floorUrls: string[]) {
  const body = async (url: string) => {
    const res = await fetch(url, { headers });
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    return res.text();
  };
  const ours = await body(ourUrl);
  for (const url of floorUrls) {
    const theirs = await body(url);
    if (theirs !== ours) {
      throw new Error(`${url} answers another body than ${ourUrl}:\n  ours:   ${ours}\n  theirs: ${theirs}`);
    }
  }
}

const authenticatedRead = (reads: LoadResult[]) => reads.find((r) => r.name.includes('/api/users/current'));

/** The goal lines of one database: every admin list and the analytics against its p99 goal. */
function goalLines(label: keyof typeof listGoalMs, run: Awaited<ReturnType<typeof benchOurServer>>) {
  const goal = listGoalMs[label];
  const slowest = [...run.lists].sort((a, b) => b.p99Ms - a.p99Ms)[0];
  const failing = run.lists.filter((r) => r.p99Ms >= goal || r.non2xx > 0);
  const lines: string[] = [];
  if (slowest) {
    lines.push(
      `${label}: every admin list p99 < ${goal} ms: ${met(failing.length === 0)} (slowest ${slowest.name.split(': ')[1]} at ${slowest.p99Ms} ms${failing.length ? `; over: ${failing.map((r) => r.name.split(': ')[1]).join(', ')}` : ''})`,
    );
  }
  if (run.analytics) {
    lines.push(
      `${label}: analytics p99 ${run.analytics.p99Ms} ms < ${goal} ms: ${met(run.analytics.p99Ms < goal && run.analytics.non2xx === 0)}`,
    );
  }
  const current = authenticatedRead(run.reads);
  if (label === 'PGlite' && current) {
    lines.push(
      `PGlite: authenticated read ${current.rps} req/s >= ${embeddedReadGoal}: ${met(current.rps >= embeddedReadGoal)}`,
    );
  }
  return lines;
}

export async function runApiBench(): Promise<string[]> {
  ensureServerBuilt();
  const lines: string[] = [];
  if (onlyDb !== 'PostgreSQL') lines.push(...(await benchEmbedded()));
  if (onlyDb !== 'PGlite') lines.push(...(await benchPostgres()));
  return lines;
}

async function benchEmbedded() {
  const lines: string[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  try {
    await prepare(await openPglite(dataDir, { unscoped: 'all' }), dataDir);
    const embedded = await benchOurServer('PGlite', { DATA_DIR: dataDir, JOBS_ENABLED: 'false' });
    await embedded.server.stop();
    lines.push(
      ...measured([...embedded.reads, ...embedded.lists, embedded.analytics]).map(formatResult),
      ...ratiosToHealth('PGlite', embedded.reads),
      ...goalLines('PGlite', embedded),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return lines;
}

async function benchPostgres() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    return ['PostgreSQL: skipped (set TEST_DATABASE_URL to include it and the bare Fastify + pg baseline)'];
  }
  const lines: string[] = [];
  const name = `bench_${Date.now().toString(36)}`;
  let openCopy: string | undefined;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  const keyDir = mkdtempSync(path.join(tmpdir(), 'bench-key-'));
  try {
    await prepare(
      openPostgres({ url: dbUrl.toString(), queryTimeoutMs: 1_800_000, unscoped: 'all' }),
      keyDir,
    );
    // The same database with its walls taken down, for row-level security's cost.
    const open = await copyDatabase(admin, name, dbUrl);
    openCopy = open.name;
    const ours = await benchOurServer('PostgreSQL', {
      DATABASE_URL: dbUrl.toString(),
      DATA_DIR: keyDir,
      JOBS_ENABLED: 'false',
    });
    lines.push(
      ...measured([...ours.reads, ...ours.lists, ours.analytics]).map(formatResult),
      ...ratiosToHealth('PostgreSQL', ours.reads),
      ...goalLines('PostgreSQL', ours),
    );
    const current = authenticatedRead(ours.reads);
    if (!current) {
      await ours.server.stop();
      return lines;
    }
    const baseline = await startServer(
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        path.join(import.meta.dirname, 'baseline-server.ts'),
      ],
      { DATABASE_URL: dbUrl.toString() },
      '/api/users/current',
    );
    try {
      const auth = { authorization: `Bearer ${ours.token}` };
      await assertSameAnswer(`${ours.server.url}/api/users/current`, auth, [
        `${baseline.url}/api/users/current`,
        `${baseline.url}/floor/users/current`,
      ]);
      const base = await measure(
        'Baseline bare Fastify + pg, two queries: GET /api/users/current',
        `${baseline.url}/api/users/current`,
        auth,
      );
      // Ours and the floor in turns of a few seconds each, the first of each pair alternating: on a
      // shared machine the load moves from one second to the next, and only a ratio taken within the
      // same few seconds compares. The ratio is the median of the rounds'.
      const turns = await inTurns(
        { name: 'PostgreSQL: GET /api/users/current, in turns', url: `${ours.server.url}/api/users/current` },
        {
          name: 'Floor bare Fastify + pg, one join query: same read, in turns',
          url: `${baseline.url}/floor/users/current`,
        },
        auth,
      );
      lines.push(formatResult(base), formatResult(turns.floor), formatResult(turns.ours));
      lines.push(...(await wallsCost(ours.server.url, auth, { DATABASE_URL: open.url, DATA_DIR: keyDir })));
      {
        const toBase = Math.max(current.rps, turns.ours.rps) / base.rps;
        const toFloor = median(turns.ratios);
        lines.push(
          `PostgreSQL: our authenticated read / baseline = ${toBase.toFixed(3)} (goal >= ${baselineGoal}: ${met(toBase >= baselineGoal)})`,
          `PostgreSQL: our authenticated read / same-answer floor, ${turns.ratios.length} rounds: ${turns.ratios.map((r) => r.toFixed(3)).join(' ')}`,
          `PostgreSQL: our authenticated read / same-answer floor = ${toFloor.toFixed(3)} (median of the rounds; goal >= ${floorGoal}: ${met(toFloor >= floorGoal)})`,
        );
      }
    } finally {
      await baseline.stop();
      await ours.server.stop();
    }
  } finally {
    rmSync(keyDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    if (openCopy) await admin.query(`drop database if exists ${openCopy} with (force)`);
    await admin.end();
  }
  return lines;
}

/**
 * Row-level security's cost on the authenticated read: our server against the same server on a
 * copy of its database with the walls taken down, in turns; the median of the rounds' ratios.
 */
async function wallsCost(oursUrl: string, auth: Record<string, string>, env: Record<string, string>) {
  const open = await startServer(['--enable-source-maps', serverMain], { ...env, JOBS_ENABLED: 'false' });
  try {
    const walls = await setWalls(env.DATABASE_URL as string, false);
    const openAuth = (await signIn(open.url, 'client@example.com', 'DemoClient#2026', 'client')).headers;
    // The two servers answer the same person's profile, each with a session of its own database.
    const [walled, opened] = await Promise.all([
      fetch(`${oursUrl}/api/users/current`, { headers: auth }).then((r) => r.text()),
      fetch(`${open.url}/api/users/current`, { headers: openAuth }).then((r) => r.text()),
    ]);
    if (walled !== opened) throw new Error(`walls down answers another body:\n  ${walled}\n  ${opened}`);
    const turns = await inTurns(
      { name: 'PostgreSQL: GET /api/users/current, walls up, in turns', url: `${oursUrl}/api/users/current` },
      {
        name: `PostgreSQL: GET /api/users/current, walls down (${walls} tables), in turns`,
        url: `${open.url}/api/users/current`,
      },
      auth,
      openAuth,
    );
    const cost = 1 - median(turns.ratios);
    return [
      formatResult(turns.floor),
      formatResult(turns.ours),
      `PostgreSQL: authenticated read with walls / walls down, ${turns.ratios.length} rounds: ${turns.ratios.map((r) => r.toFixed(3)).join(' ')}`,
      `PostgreSQL: row-level security's cost on the authenticated read = ${(cost * 100).toFixed(1)}% of its throughput (median of the rounds; goal < 15%: ${met(cost < 0.15)})`,
    ];
  } finally {
    await open.stop();
  }
}
