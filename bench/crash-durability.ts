// Crash durability: 10,000 dispute creates with client-supplied Idempotency-Keys while the server is
// killed with SIGKILL at random moments and started again (and, on PostgreSQL, once the database is
// stopped with `pg_ctl stop -m immediate`). Every create that was acknowledged must be there exactly
// once. `npm run bench:crash -w @app/bench` (after `npm run build`); runs PostgreSQL, then PGlite.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, openPglite, openPostgres } from '../apps/server/src/db/client';
import { applyMigrations } from '../apps/server/src/db/migrate';
import { seedDatabase } from '../apps/server/src/db/seed/seed';
import { loadEncryptionKey } from '../apps/server/src/platform/crypto/encryption-key';
import { createSecretBox } from '../apps/server/src/platform/crypto/secret-box';
import { type BenchClient, benchLetter, bureaus, createBenchClients, rawQuery } from './bench-clients';
import { createOwnPostgres } from './own-postgres';
import { type SupervisedServer, superviseServer } from './server-supervisor';

const root = path.resolve(import.meta.dirname, '..');
const serverMain = path.join(root, 'apps/server/dist/main.js');
const creates = Number(process.env.BENCH_CRASH_CREATES ?? 10_000);
const concurrency = Number(process.env.BENCH_CRASH_CONCURRENCY ?? 16);
const clientCount = 40;
const pgPort = Number(process.env.BENCH_CRASH_PG_PORT ?? 5498);
const serverPort = Number(process.env.BENCH_CRASH_PORT ?? 5150);
/** Between kills: a random pause in this range, so kills land at every stage of a request. */
const killEveryMs: [number, number] = [1_500, 6_000];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const between = ([lo, hi]: [number, number]) => lo + Math.random() * (hi - lo);

/** The n-th create: whose, which item, which bureau, which key. Each (item, bureau) is used once. */
function planOf(n: number, clients: BenchClient[], runTag: string) {
  const slot = Math.floor(n / bureaus.length);
  const client = clients[slot % clients.length] as BenchClient;
  const issueId = client.issueIds[Math.floor(slot / clients.length)] as number;
  return { client, issueId, bureau: bureaus[n % bureaus.length] as string, key: `${runTag}-${n}` };
}

interface Tally {
  acknowledged: Map<number, { id: number; replayed: boolean }>;
  refused: { n: number; status: number; body: string }[];
  unavailable: number;
  connectionErrors: number;
  retries: number;
}

async function fireCreates(server: SupervisedServer, clients: BenchClient[], runTag: string, tally: Tally) {
  let next = 0;
  const one = async (n: number) => {
    const plan = planOf(n, clients, runTag);
    const body = JSON.stringify({
      issueId: plan.issueId,
      bureau: plan.bureau,
      reason: 'INACCURATE_BALANCE',
      letterContent: benchLetter(n),
      attestation: true,
    });
    for (let attempt = 0; ; attempt++) {
      if (attempt > 0) tally.retries += 1;
      try {
        const res = await fetch(`${server.url}/api/disputes`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${plan.client.token}`,
            'content-type': 'application/json',
            'idempotency-key': plan.key,
          },
          body,
          signal: AbortSignal.timeout(20_000),
        });
        const text = await res.text();
        if (res.status === 201) {
          const replayed = res.headers.get('idempotent-replayed') === 'true';
          tally.acknowledged.set(n, { id: (JSON.parse(text) as { id: number }).id, replayed });
          if (tally.acknowledged.size % 1000 === 0) {
            console.error(
              `  ${new Date().toISOString().slice(11, 19)} ${tally.acknowledged.size} acknowledged`,
            );
          }
          return;
        }
        if (res.status >= 500) {
          tally.unavailable += 1;
        } else {
          // A refusal of a retried create means the key did not hold: the client never learns its result.
          tally.refused.push({ n, status: res.status, body: text.slice(0, 300) });
          return;
        }
      } catch {
        tally.connectionErrors += 1;
      }
      await sleep(between([50, 300]));
    }
  };
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < creates) await one(next++);
    }),
  );
}

/** Kills the server at random moments until the creates are done; once, stops PostgreSQL instead. */
async function chaos(
  server: SupervisedServer,
  done: () => boolean,
  progress: () => number,
  database?: { stopImmediately: () => void; start: () => void },
) {
  const events = { kills: 0, databaseStops: 0, downMs: 0 };
  let databaseStopped = !database;
  while (!done()) {
    await sleep(between(killEveryMs));
    if (done()) break;
    const down = Date.now();
    if (!databaseStopped && progress() >= 0.4 && database) {
      databaseStopped = true;
      database.stopImmediately();
      events.databaseStops += 1;
      await sleep(2_000);
      database.start();
    } else {
      await server.kill();
      events.kills += 1;
      await server.start();
    }
    events.downMs += Date.now() - down;
  }
  return events;
}

async function verify(handle: DatabaseHandle, clients: BenchClient[], runTag: string, tally: Tally) {
  const ids = clients.map((c) => c.userId);
  const rows = await rawQuery<{ id: number; issue_id: number; bureau: string }>(
    handle,
    'select id, issue_id, bureau from disputes where user_id = any($1::int[])',
    [ids],
  );
  const keys = await rawQuery<{ key: string; dispute_id: string }>(
    handle,
    "select key, response_body->>'id' as dispute_id from idempotency_keys where user_id = any($1::int[])",
    [ids],
  );
  const stillActive = await rawQuery<{ n: string }>(
    handle,
    `select count(*)::text as n from credit_issues i
      where i.user_id = any($1::int[]) and i.status = 'ACTIVE'
        and exists (select 1 from disputes d where d.issue_id = i.id)`,
    [ids],
  );
  const byItem = new Map<string, number[]>();
  for (const r of rows) {
    const k = `${r.issue_id}/${r.bureau}`;
    byItem.set(k, [...(byItem.get(k) ?? []), r.id]);
  }
  const present = new Set(rows.map((r) => r.id));
  const keyed = new Map(keys.map((k) => [k.key, Number(k.dispute_id)]));
  let lost = 0;
  let duplicated = 0;
  let wrongAnswer = 0;
  for (const [n, ack] of tally.acknowledged) {
    const plan = planOf(n, clients, runTag);
    const found = byItem.get(`${plan.issueId}/${plan.bureau}`) ?? [];
    if (!present.has(ack.id) || found.length === 0) lost += 1;
    if (found.length > 1) duplicated += 1;
    if (keyed.get(plan.key) !== ack.id) wrongAnswer += 1;
  }
  const keyedIds = new Set(keyed.values());
  return {
    rows: rows.length,
    keys: keys.length,
    lost,
    duplicated,
    wrongAnswer,
    withoutKey: rows.filter((r) => !keyedIds.has(r.id)).length,
    itemsLeftActive: Number(stillActive[0]?.n ?? 0),
  };
}

function report(
  label: string,
  tally: Tally,
  events: Record<string, number>,
  check: Awaited<ReturnType<typeof verify>>,
  ms: number,
) {
  const replays = [...tally.acknowledged.values()].filter((a) => a.replayed).length;
  return [
    `${label}: ${creates} creates, ${concurrency} at a time, ${(ms / 1000).toFixed(0)} s; server killed (SIGKILL) ${events.kills} times` +
      (events.databaseStops ? `, PostgreSQL stopped -m immediate ${events.databaseStops} time` : '') +
      `, ${unexpectedNote(events)}`,
    `  acknowledged ${tally.acknowledged.size}, of them answered by a replay of the stored result ${replays}; retries ${tally.retries} (5xx ${tally.unavailable}, connection errors ${tally.connectionErrors})`,
    `  rows present ${check.rows} (idempotency keys ${check.keys}); lost ${check.lost}, duplicated ${check.duplicated}, acknowledged id differing from the key's ${check.wrongAnswer}, rows without their key ${check.withoutKey}, disputed items left ACTIVE ${check.itemsLeftActive}`,
    `  refused (4xx) ${tally.refused.length}${tally.refused.length ? `: first ${JSON.stringify(tally.refused.slice(0, 3))}` : ''}`,
    `  => ${check.lost === 0 && check.duplicated === 0 && check.wrongAnswer === 0 && tally.refused.length === 0 && tally.acknowledged.size === creates ? 'every acknowledged create is there exactly once' : 'FAILED'}`,
  ];
}
const unexpectedNote = (events: Record<string, number>) =>
  `ended by itself ${events.unexpectedExits ?? 0} times`;

async function runScenario(
  label: string,
  open: () => Promise<DatabaseHandle>,
  env: Record<string, string>,
  database?: { stopImmediately: () => void; start: () => void },
) {
  const runTag = `crash-${Date.now().toString(36)}`;
  const setup = await open();
  let settings = '';
  try {
    await applyMigrations(setup);
    const keyDir = env.DATA_DIR as string;
    await seedDatabase(setup.db, {
      demo: 'never',
      secretBox: createSecretBox(loadEncryptionKey({ dataDir: keyDir, log: () => {} })),
    });
    const [fsync] = await rawQuery<{ fsync: string }>(setup, 'show fsync');
    const [sync] = await rawQuery<{ synchronous_commit: string }>(setup, 'show synchronous_commit');
    settings = `fsync=${fsync?.fsync}, synchronous_commit=${sync?.synchronous_commit}`;
  } catch (err) {
    await setup.close();
    throw err;
  }
  const clients = await createBenchClients(setup, {
    clients: clientCount,
    issuesPerClient: Math.ceil(creates / bureaus.length / clientCount),
    tag: runTag,
  });
  // PGlite is one process's file: the bench lets go of it before the server opens it.
  if (!database) await setup.close();
  const server = superviseServer(serverMain, serverPort, { ...env, JOBS_ENABLED: 'false' });
  await server.start();
  const tally: Tally = {
    acknowledged: new Map(),
    refused: [],
    unavailable: 0,
    connectionErrors: 0,
    retries: 0,
  };
  const started = Date.now();
  let finished = false;
  const load = fireCreates(server, clients, runTag, tally).finally(() => {
    finished = true;
  });
  const events = await chaos(
    server,
    () => finished,
    () => tally.acknowledged.size / creates,
    database,
  );
  await load;
  const ms = Date.now() - started;
  const unexpectedExits = server.unexpectedExits();
  for (const output of server.unexpectedExitOutput())
    console.error(`[${label}] server ended by itself:\n${output}`);
  await server.stop();
  const check = database
    ? await verify(setup, clients, runTag, tally)
    : await verifyPglite(env, clients, runTag, tally);
  if (database) await setup.close();
  return [`${label} (${settings})`, ...report(label, tally, { ...events, unexpectedExits }, check, ms)];
}

async function verifyPglite(
  env: Record<string, string>,
  clients: BenchClient[],
  runTag: string,
  tally: Tally,
) {
  const handle = await openPglite(env.DATA_DIR as string, { unscoped: 'all' });
  try {
    return await verify(handle, clients, runTag, tally);
  } finally {
    await handle.close();
  }
}

const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** Each scenario's lines are said as soon as it ends (the whole run takes many minutes). */
export async function runCrashDurabilityBench(say: (line: string) => void = () => {}): Promise<string[]> {
  if (!existsSync(serverMain)) return ['Crash durability: skipped (run npm run build first)'];
  const lines: string[] = [];
  const push = (...more: string[]) => {
    for (const l of more) say(l);
    lines.push(...more);
  };
  push(`load average at start ${loadAverage()}`);
  const only = process.env.BENCH_CRASH_ONLY;
  if (only !== 'pglite') {
    const pg = createOwnPostgres(pgPort);
    const keyDir = mkdtempSync(path.join(tmpdir(), 'bench-crash-key-'));
    try {
      const admin = openPostgres({ url: pg.url() });
      await admin.exec('create database bench');
      await admin.close();
      const url = pg.url('bench');
      push(
        ...(await runScenario(
          'PostgreSQL 15 (own instance)',
          async () => openPostgres({ url, unscoped: 'all' }),
          { DATABASE_URL: url, DATA_DIR: keyDir },
          pg,
        )),
      );
    } finally {
      pg.destroy();
      rmSync(keyDir, { recursive: true, force: true });
    }
    push(`load average ${loadAverage()}`);
  }
  if (only !== 'postgres') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-crash-pglite-'));
    try {
      push(
        ...(await runScenario('PGlite (embedded, DATA_DIR)', () => openPglite(dataDir, { unscoped: 'all' }), {
          DATA_DIR: dataDir,
        })),
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    push(`load average at end ${loadAverage()}`);
  }
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  console.log(`# crash durability bench ${new Date().toISOString()} (node ${process.version})`);
  await runCrashDurabilityBench((line) => console.log(line));
}
