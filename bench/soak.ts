// Sustained load: a mixed workload at a fixed arrival rate (open loop: requests leave on schedule
// whether or not earlier ones have answered) against one server process on PostgreSQL. Reports
// errors and p50/p99 per kind, and the server's RSS growth (the first measured minute against the last).
// `npm run bench:soak -w @app/bench` (after `npm run build`); SOAK_SECONDS (default 600), SOAK_RATE (200),
// SOAK_WARM_UP_SECONDS (60), SOAK_CLIENTS (2000), SOAK_PG_PORT (5498), SOAK_PORT (5151). The server logs its event-loop delay
// and heap every 10 s (RUNTIME_STATS_SECONDS), shown beside the RSS; the server's main thread's time on
// a CPU and waiting for one (/proc/<pid>/schedstat) tells a stall of the machine from one of the server.
// Diagnostics: SOAK_HEAP_SNAPSHOT_DIR (a heap snapshot after the warm-up and at the end; compare them
// with `npm run bench:heap-diff -w @app/bench -- a b`; writing one stops the server for seconds, so
// latencies of such a run do not count), SOAK_CPU_PROFILE_DIR (the server's CPU profile).
// Server settings (DB_POOL_SIZE, TRACKING_REFRESH_MINUTES...) pass through from the environment.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { openPostgres } from '../apps/server/src/db/client';
import { applyMigrations } from '../apps/server/src/db/migrate';
import { seedDatabase } from '../apps/server/src/db/seed/seed';
import { bureauResponseText, documentPdf } from '../apps/server/src/modules/documents/sample-documents';
import { loadEncryptionKey } from '../apps/server/src/platform/crypto/encryption-key';
import { createSecretBox } from '../apps/server/src/platform/crypto/secret-box';
import { impbCheckDigit } from '../packages/contracts/src/usps-tracking';
import { type BenchClient, benchLetter, bureaus, createBenchClients } from './bench-clients';
import { percentile } from './load';
import { createOwnPostgres } from './own-postgres';
import { superviseServer } from './server-supervisor';

const root = path.resolve(import.meta.dirname, '..');
const serverMain = path.join(root, 'apps/server/dist/main.js');
const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const warmUpSeconds = Number(process.env.SOAK_WARM_UP_SECONDS ?? 60);
const rate = Number(process.env.SOAK_RATE ?? 200);
const pgPort = Number(process.env.SOAK_PG_PORT ?? 5498);
const serverPort = Number(process.env.SOAK_PORT ?? 5151);
/** Diagnostics: a heap snapshot after the warm-up and one at the end, into this folder. */
const heapSnapshotDir = process.env.SOAK_HEAP_SNAPSHOT_DIR;
/** Diagnostics: the server's CPU profile for the whole run, into this folder. */
const cpuProfileDir = process.env.SOAK_CPU_PROFILE_DIR;
const statsSeconds = 10;
/**
 * Clients the workload spreads over (SOAK_CLIENTS). With 2,000, each has about five disputes by the
 * end, as an active client does; with the 200 of earlier runs each got fifty within the ten minutes,
 * so every dashboard read answered ten times the rows at the end and the memory figure measured
 * the data's growth rather than the server's.
 */
const clientCount = Number(process.env.SOAK_CLIENTS ?? 2000);
const p99GoalMs = 250;
const growthGoal = 0.1;

/** Of every 200 requests: what the dashboard reads, new disputes, mail tracking, and an upload. */
const mix = [
  ...Array<'read'>(154).fill('read'),
  ...Array<'create'>(15).fill('create'),
  ...Array<'track'>(15).fill('track'),
  ...Array<'refresh'>(15).fill('refresh'),
  'upload' as const,
];
type Kind = (typeof mix)[number];
const dashboardReads = [
  '/api/users/current',
  '/api/credit-reports',
  '/api/credit-issues',
  '/api/disputes',
  '/api/score-history',
  '/api/credit-goals',
  '/api/next-steps',
  '/api/disputes/follow-up',
];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rssOf = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? 0) * 1024;
};
/**
 * The server's main thread (the event loop): time on a CPU and time ready to run but waiting for
 * one (the scheduler's run queue), from /proc/<pid>/schedstat, in ms. A delay the server did not
 * cause itself (a machine shared with other work) shows as run-queue wait.
 */
const cpuOf = (pid: number) => {
  const [onCpu = 0, waiting = 0] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ').map(Number);
  return { onCpuMs: onCpu / 1e6, waitingMs: waiting / 1e6 };
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A valid USPS IMpb number (22 digits with its check digit), different for each n. */
const trackingNumber = (n: number) => {
  const body = `9400${String(n).padStart(17, '0')}`;
  return `${body}${impbCheckDigit(body)}`;
};

/** The server's own figures (RUNTIME_STATS_SECONDS), one line every `statsSeconds`. */
interface RuntimeStatsLine {
  eventLoopDelayP99Ms: number;
  eventLoopDelayMaxMs: number;
  heapUsedMb: number;
  rssMb: number;
}
const runtimeStatsOf = (line: string): RuntimeStatsLine | null => {
  if (!line.includes('"runtime stats"')) return null;
  try {
    return JSON.parse(line) as RuntimeStatsLine;
  } catch {
    return null;
  }
};

/** SIGUSR2 makes the server (started with --heapsnapshot-signal) write a snapshot; waits for it. */
async function heapSnapshot(pid: number, dir: string): Promise<string> {
  const before = new Set(readdirSync(dir));
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 600; i++) {
    await sleep(500);
    const made = readdirSync(dir).find((f) => !before.has(f) && f.endsWith('.heapsnapshot'));
    // Written in one go at the end of a stop-the-world pause; wait until the size holds.
    if (made) {
      const file = path.join(dir, made);
      let size = -1;
      while (size !== statSync(file).size) {
        size = statSync(file).size;
        await sleep(1000);
      }
      return file;
    }
  }
  throw new Error('no heap snapshot written');
}

interface Outcome {
  kind: Kind;
  /** Which 10-second window of the run it was due in. */
  window: number;
  ms: number;
  ok: boolean;
  detail?: string;
}

function workload(url: string, clients: BenchClient[], pdfBase64: string) {
  let nextPair = 0;
  let trackingSerial = 0;
  let readIndex = 0;
  const untracked: { id: number; client: BenchClient }[] = [];
  const tracked: { id: number; client: BenchClient }[] = [];
  const call = async (client: BenchClient, method: string, pathName: string, body?: unknown, extra = {}) => {
    const res = await fetch(url + pathName, {
      method,
      headers: {
        authorization: `Bearer ${client.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...extra,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    return { status: res.status, text };
  };
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)] as T;

  return async (kind: Kind, n: number): Promise<{ status: number; text: string } | null> => {
    switch (kind) {
      case 'read': {
        const client = clients[n % clients.length] as BenchClient;
        return call(client, 'GET', dashboardReads[readIndex++ % dashboardReads.length] as string);
      }
      case 'create': {
        // Each (item, bureau) once: items are taken client by client, bureau by bureau.
        const pair = nextPair++;
        const slot = Math.floor(pair / bureaus.length);
        const client = clients[slot % clients.length] as BenchClient;
        const issueId = client.issueIds[Math.floor(slot / clients.length)];
        if (issueId === undefined) return null;
        const res = await call(
          client,
          'POST',
          '/api/disputes',
          {
            issueId,
            bureau: bureaus[pair % bureaus.length],
            reason: 'INACCURATE_BALANCE',
            letterContent: benchLetter(pair),
            attestation: true,
          },
          { 'idempotency-key': `soak-${pair}` },
        );
        if (res.status === 201) {
          untracked.push({ id: (JSON.parse(res.text) as { id: number }).id, client });
        }
        return res;
      }
      case 'track': {
        const d = untracked.shift();
        if (!d) return null;
        const res = await call(d.client, 'PATCH', `/api/disputes/${d.id}/tracking`, {
          trackingNumber: trackingNumber(++trackingSerial),
        });
        if (res.status === 200) tracked.push(d);
        return res;
      }
      case 'refresh': {
        if (tracked.length === 0) return null;
        const d = pick(tracked);
        return call(d.client, 'POST', `/api/disputes/${d.id}/update-from-tracking`);
      }
      case 'upload': {
        const client = pick(clients);
        return call(client, 'POST', '/api/chat/upload', {
          fileName: `statement-${n}.pdf`,
          fileData: pdfBase64,
          description: 'Soak upload',
        });
      }
    }
  };
}

/** Sends request k at start + k / rate, on schedule; answers are awaited beside. */
async function drive(
  run: (kind: Kind, n: number) => Promise<{ status: number; text: string } | null>,
  durationSeconds: number,
  offset: number,
) {
  const outcomes: Outcome[] = [];
  const inFlight = new Set<Promise<void>>();
  const total = Math.round(durationSeconds * rate);
  const start = performance.now();
  let maxLagMs = 0;
  const lagByWindow: number[] = [];
  for (let k = 0; k < total; k++) {
    const due = start + (k * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const lag = performance.now() - due;
    maxLagMs = Math.max(maxLagMs, lag);
    const window = Math.floor(k / rate / 10);
    lagByWindow[window] = Math.max(lagByWindow[window] ?? 0, lag);
    const n = offset + k;
    const kind = mix[n % mix.length] as Kind;
    const p = (async () => {
      try {
        const res = await run(kind, n);
        if (!res) return;
        // From when it was due: a server that falls behind shows in the latency (no coordinated omission).
        const ms = performance.now() - due;
        const ok = res.status >= 200 && res.status < 300;
        outcomes.push({
          kind,
          window,
          ms,
          ok,
          detail: ok ? undefined : `${res.status} ${res.text.slice(0, 200)}`,
        });
      } catch (err) {
        outcomes.push({ kind, window, ms: performance.now() - due, ok: false, detail: String(err) });
      }
    })();
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  }
  await Promise.all(inFlight);
  return { outcomes, maxLagMs, lagByWindow, seconds: (performance.now() - start) / 1000 };
}

export async function runSoakBench(): Promise<string[]> {
  if (!existsSync(serverMain)) return ['Soak: skipped (run npm run build first)'];
  const pg = createOwnPostgres(pgPort);
  const keyDir = mkdtempSync(path.join(tmpdir(), 'bench-soak-key-'));
  const lines: string[] = [];
  try {
    const admin = openPostgres({ url: pg.url() });
    await admin.exec('create database soak');
    await admin.close();
    const dbUrl = pg.url('soak');
    const handle = openPostgres({ url: dbUrl, queryTimeoutMs: 120_000 });
    await applyMigrations(handle);
    await seedDatabase(handle.db, {
      demo: 'always',
      secretBox: createSecretBox(loadEncryptionKey({ dataDir: keyDir, log: () => {} })),
    });
    const pairsNeeded = Math.ceil(((seconds + warmUpSeconds) * rate * 15) / 200);
    const clients = await createBenchClients(handle, {
      clients: clientCount,
      issuesPerClient: Math.ceil(pairsNeeded / bureaus.length / clientCount) + 1,
      tag: `soak-${Date.now().toString(36)}`,
    });
    await handle.exec('analyze');
    await handle.close();
    // A bureau's answer with a text layer, so each upload is read and tagged as a real one is.
    const pdf = (await documentPdf(bureauResponseText('Soak Client', 'November 2, 2026'), 2)).toString(
      'base64',
    );

    const nodeArgs: string[] = [];
    if (heapSnapshotDir) {
      mkdirSync(heapSnapshotDir, { recursive: true });
      nodeArgs.push('--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${heapSnapshotDir}`);
    }
    if (cpuProfileDir) nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`);
    const stats: RuntimeStatsLine[] = [];
    const server = superviseServer(
      serverMain,
      serverPort,
      { DATABASE_URL: dbUrl, DATA_DIR: keyDir, RUNTIME_STATS_SECONDS: String(statsSeconds) },
      {
        nodeArgs,
        onStdoutLine: (line) => {
          const s = runtimeStatsOf(line);
          if (s) stats.push(s);
        },
      },
    );
    await server.start();
    try {
      const run = workload(server.url, clients, pdf);
      const pid = server.pid() as number;
      const warm = await drive(run, warmUpSeconds, 0);
      // RSS before the snapshot: writing one takes memory of its own.
      const rssStart = rssOf(pid);
      const snapshots = heapSnapshotDir ? [await heapSnapshot(pid, heapSnapshotDir)] : [];
      const load1 = loadavg();
      const statsFrom = stats.length;
      const samples: string[] = [];
      // The RSS every `statsSeconds`: one reading lands anywhere in the collector's cycle (tens of
      // MB apart within a minute), so growth compares the first measured minute's mean with the
      // last one's.
      const rssReadings: number[] = [];
      const rssSampler = setInterval(() => rssReadings.push(rssOf(pid)), statsSeconds * 1000);
      const cpuStart = cpuOf(pid);
      let cpuBefore = cpuStart;
      // Beside the RSS: the heap in use and the event loop's worst delay over the minute, from the server.
      const sampler = setInterval(() => {
        const minute = stats.slice(-60 / statsSeconds);
        const last = minute.at(-1);
        const loopP99 = Math.max(...minute.map((m) => m.eventLoopDelayP99Ms));
        const loopMax = Math.max(...minute.map((m) => m.eventLoopDelayMaxMs));
        const cpu = cpuOf(pid);
        const onCpu = ((cpu.onCpuMs - cpuBefore.onCpuMs) / 600).toFixed(0);
        const waiting = ((cpu.waitingMs - cpuBefore.waitingMs) / 600).toFixed(0);
        cpuBefore = cpu;
        samples.push(
          `${mb(rssOf(pid))}${last ? ` heap ${last.heapUsedMb} MB, loop delay p99 ${loopP99} max ${loopMax} ms` : ''}, main thread on a CPU ${onCpu}% waiting for one ${waiting}% (load ${loadavg()[0]?.toFixed(1)})`,
        );
      }, 60_000);
      const measured = await drive(run, seconds, Math.round(warmUpSeconds * rate));
      clearInterval(sampler);
      clearInterval(rssSampler);
      const rssEnd = rssOf(pid);
      const cpuEnd = cpuOf(pid);
      if (heapSnapshotDir) snapshots.push(await heapSnapshot(pid, heapSnapshotDir));
      const load2 = loadavg();
      const perMinute = 60 / statsSeconds;
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      const firstMinute = mean(rssReadings.slice(0, perMinute));
      const lastMinute = mean(rssReadings.slice(-perMinute));
      const growth = (lastMinute - firstMinute) / firstMinute;
      const errors = measured.outcomes.filter((o) => !o.ok);
      const all = measured.outcomes.map((o) => o.ms).sort((a, b) => a - b);
      const p99 = percentile(all, 99);
      lines.push(
        `PostgreSQL 15, one server process, ${rate} req/s for ${seconds} s (after ${warmUpSeconds} s warm-up: ${warm.outcomes.filter((o) => !o.ok).length} errors of ${warm.outcomes.length}); load average ${load1.map((l) => l.toFixed(1)).join(' ')} at start, ${load2.map((l) => l.toFixed(1)).join(' ')} at end`,
        `  sent ${measured.outcomes.length} in ${measured.seconds.toFixed(0)} s (${(measured.outcomes.length / measured.seconds).toFixed(1)}/s), the sender's largest lag behind schedule ${measured.maxLagMs.toFixed(0)} ms`,
      );
      for (const kind of ['read', 'create', 'track', 'refresh', 'upload'] as const) {
        const of = measured.outcomes.filter((o) => o.kind === kind);
        const sorted = of.map((o) => o.ms).sort((a, b) => a - b);
        lines.push(
          `  ${kind.padEnd(8)} ${String(of.length).padStart(6)} requests  errors ${String(of.filter((o) => !o.ok).length).padStart(4)}  p50 ${percentile(sorted, 50).toFixed(1).padStart(7)} ms  p99 ${percentile(sorted, 99).toFixed(1).padStart(7)} ms  max ${(sorted.at(-1) ?? Number.NaN).toFixed(0).padStart(6)} ms`,
        );
      }
      lines.push(
        `  server main thread: on a CPU ${((cpuEnd.onCpuMs - cpuStart.onCpuMs) / 1000).toFixed(1)} s, ready but waiting for a CPU ${((cpuEnd.waitingMs - cpuStart.waitingMs) / 1000).toFixed(1)} s, of ${measured.seconds.toFixed(0)} s; ${((cpuEnd.onCpuMs - cpuStart.onCpuMs) / measured.outcomes.length).toFixed(2)} ms on a CPU per request`,
      );
      const during = stats.slice(statsFrom);
      if (during.length) {
        const delays = during.map((m) => m.eventLoopDelayMaxMs).sort((a, b) => a - b);
        lines.push(
          `  server event loop delay (worst in each ${statsSeconds} s): median ${percentile(delays, 50)} ms, worst ${delays.at(-1)} ms; ${during.filter((m) => m.eventLoopDelayMaxMs > 100).length} of ${during.length} intervals had a stall over 100 ms`,
        );
        // The heap's floor each minute (its lowest 10-s sample, i.e. after the collector ran): what
        // is kept alive, without the garbage of the moment nor a backlog's requests in flight.
        const floors: number[] = [];
        for (let i = 0; i + 60 / statsSeconds <= during.length; i += 60 / statsSeconds)
          floors.push(Math.min(...during.slice(i, i + 60 / statsSeconds).map((m) => m.heapUsedMb)));
        const first = floors[0];
        const last = floors.at(-1);
        if (first !== undefined && last !== undefined)
          lines.push(
            `  server heap floor each minute: ${floors.join(' MB, ')} MB (first to last minute ${(((last - first) / first) * 100).toFixed(1)}%)`,
          );
      }
      if (snapshots.length) lines.push(`  heap snapshots: ${snapshots.join(', ')}`);
      lines.push(
        `  all      errors ${errors.length} (goal 0: ${errors.length === 0 ? 'met' : 'NOT met'}), p99 ${p99.toFixed(1)} ms (goal < ${p99GoalMs} ms: ${p99 < p99GoalMs ? 'met' : 'NOT met'})`,
        `  server RSS mean of the first measured minute ${mb(firstMinute)}, of the last ${mb(lastMinute)}: growth ${(growth * 100).toFixed(1)}% (goal < ${growthGoal * 100}%: ${growth < growthGoal ? 'met' : 'NOT met'}); single readings ${mb(rssStart)} after warm-up and ${mb(rssEnd)} at the end (${(((rssEnd - rssStart) / rssStart) * 100).toFixed(1)}%)`,
        `  every 10 s: ${rssReadings.map((r) => (r / 1024 / 1024).toFixed(0)).join(' ')} MB`,
        `  each minute: ${samples.join(', ')}`,
      );
      // Where the errors fell: a stall of the whole machine also shows as the sender's own lag.
      const windows = new Map<number, number>();
      for (const e of errors) windows.set(e.window, (windows.get(e.window) ?? 0) + 1);
      if (windows.size) {
        lines.push(
          `  10-s windows with errors (start s: errors, sender lag): ${[...windows]
            .sort((a, b) => a[0] - b[0])
            .map(([w, n]) => `${w * 10}: ${n}, ${(measured.lagByWindow[w] ?? 0).toFixed(0)} ms`)
            .join('; ')}`,
        );
      }
      if (errors.length)
        lines.push(
          `  first errors: ${JSON.stringify(errors.slice(0, 5).map((e) => `${e.kind}: ${e.detail}`))}`,
        );
      if (server.unexpectedExits())
        lines.push(
          `  the server ended by itself ${server.unexpectedExits()} times: ${server.unexpectedExitOutput().join('\n')}`,
        );
    } finally {
      await server.stop();
    }
  } finally {
    pg.destroy();
    rmSync(keyDir, { recursive: true, force: true });
  }
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  console.log(`# soak bench ${new Date().toISOString()} (node ${process.version})`);
  for (const line of await runSoakBench()) console.log(line);
}
