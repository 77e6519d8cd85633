// Certified mail bench: 1,000 approved letters mailed through a local fake of Lob's letters API
// (POST /api/mail/batches, 100 a call), with injected provider outages the mail job retries; then
// 9,000 signed Lob webhook events (9 per letter, replays included) through POST /api/mail/webhooks/lob.
// One process, requests one at a time; on PostgreSQL when TEST_DATABASE_URL is set (a database of its
// own, dropped afterwards), else embedded PGlite.
// Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:certified-mail -w @app/bench
// (writes bench/certified-mail-results.md)
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { disputes, mailPieces } from '../apps/server/src/db/schema';
import {
  fakeLobKey,
  startFakeLob,
} from '../apps/server/src/integrations/print-mail/fake-print-mail-servers.fixture';
import { signLobWebhook } from '../apps/server/src/integrations/print-mail/lob-webhook';
import { buildTestApp } from '../apps/server/test/build-test-app';
import { disputeLetterText } from '../apps/server/test/factories/dispute-letters';
import { signedServiceContract } from '../apps/server/test/factories/service-contract';
import { createSignedInUser } from '../apps/server/test/factories/users';
import { createTestDatabase, type TestDatabase } from '../apps/server/test/test-database';
import { percentile } from './load';

const letters = Number(process.env.BENCH_LETTERS ?? 1000);
const failures = Number(process.env.BENCH_FAILURES ?? 50);
const secret = 'whsec_bench';
const types = ['mailed', 'in_transit', 'in_local_area', 'processed_for_delivery', 'delivered'];

/**
 * The CPU time (ms) the database's server processes serving this bench's database have used so far
 * (from /proc, PostgreSQL on this machine); null on PGlite, whose work is this process's own.
 */
function databaseCpuMs(db: TestDatabase) {
  if (db.kind !== 'postgres' || !db.url) return async () => null;
  const name = new URL(db.url).pathname.slice(1);
  // /proc counts CPU time in clock ticks of 1/100 s on Linux (USER_HZ).
  const ticksPerMs = 100 / 1000;
  return async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = $1',
        [name],
      );
      let ticks = 0;
      for (const { pid } of rows) {
        try {
          const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
          ticks += Number(fields[11]) + Number(fields[12]);
        } catch {
          // A connection that closed in between has nothing to add.
        }
      }
      return ticks / ticksPerMs;
    } finally {
      await admin.end();
    }
  };
}

async function main() {
  const lob = await startFakeLob();
  const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  const db = await createTestDatabase(kind, { seed: false });
  const app = await buildTestApp(db, {
    MAIL_PROVIDER: 'lob',
    LOB_API_KEY: fakeLobKey,
    LOB_BASE_URL: lob.baseUrl,
    LOB_WEBHOOK_SECRET: secret,
  });
  const admin = await createSignedInUser(app, db, 'ADMIN');
  // Ten clients with signed contracts, 100 approved letters each, written directly (drafting is not measured).
  const ids: number[] = [];
  for (let c = 0; c < 10; c++) {
    const client = await createSignedInUser(app, db, 'CLIENT_VIEWER');
    await signedServiceContract(db, client.userId);
    const [issue] = await app.services.issues.add([
      {
        userId: client.userId,
        type: 'COLLECTION',
        title: 'Collection',
        description: 'Unpaid collection',
        creditor: 'Bench Co',
        amountCents: 1000,
        dateReported: '2024-01-01',
        impact: 10,
        bureaus: ['EQUIFAX'],
      },
    ]);
    const rows = await db.db
      .insert(disputes)
      .values(
        Array.from({ length: letters / 10 }, () => ({
          userId: client.userId,
          issueId: (issue as { id: number }).id,
          bureau: 'EQUIFAX' as const,
          letterType: 'BUREAU_DISPUTE',
          reason: 'UNVERIFIABLE',
          letterContent: disputeLetterText,
          expectedResponse: '2027-01-01',
          consumerApprovedAt: new Date(),
          attestedAt: new Date(),
          mailedBy: 'COMPANY' as const,
          createdById: admin.userId,
        })),
      )
      .returning({ id: disputes.id });
    ids.push(...rows.map((r) => r.id));
  }

  lob.failNext = failures;
  const start = performance.now();
  let refused = 0;
  for (let i = 0; i < ids.length; i += 100) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/mail/batches',
      headers: admin.headers,
      payload: { disputeIds: ids.slice(i, i + 100) },
    });
    if (res.statusCode !== 200) throw new Error(`batch failed: ${res.statusCode} ${res.body}`);
    refused += res.json().refused.length;
  }
  const queuedAt = performance.now() - start;
  const statuses = async () =>
    (await db.db.select({ status: mailPieces.status }).from(mailPieces)).map((p) => p.status);
  const queued = async () => (await statuses()).filter((status) => status === 'QUEUED').length;
  const stillQueued = await queued();
  let runs = 0;
  while ((await queued()) > 0) {
    // Their next attempt is due now: the bench does not wait out the backoff (only queued pieces are sent).
    await db.db.update(mailPieces).set({ nextAttemptAt: new Date(0) });
    await app.services.certifiedMail.tracking.runOnce({ batchSize: 200 });
    runs++;
  }
  const sentAt = performance.now() - start;
  const pieces = await db.db.select({ providerId: mailPieces.providerId }).from(mailPieces);
  const distinct = new Set(pieces.map((p) => p.providerId)).size;

  // 9 events a letter: the five certified scans, two replays, and two late (out of order) scans.
  const events: string[] = [];
  pieces.forEach((p, n) => {
    const at = (h: number) => new Date(Date.UTC(2026, 2, 2, 12 + h)).toISOString();
    const ev = (id: string, type: string, h: number) =>
      JSON.stringify({
        id: `evt_${n}_${id}`,
        event_type: { id: `letter.certified.${type}` },
        date_created: at(h),
        body: { id: p.providerId },
      });
    types.forEach((t, i) => {
      events.push(ev(String(i), t, i * 12));
    });
    events.push(
      ev('0', 'mailed', 0),
      ev('4', 'delivered', 48),
      ev('late1', 'in_transit', 13),
      ev('late2', 'in_local_area', 25),
    );
  });
  const latencies: number[] = [];
  const loadBefore = loadavg()[0] as number;
  // CPU time spent per event, by this process and by the database's server processes: on a machine
  // shared with other work the wall-clock figures wait for a CPU, and only these compare across runs.
  const databaseCpu = databaseCpuMs(db);
  const dbCpuBefore = await databaseCpu();
  const cpuBefore = process.cpuUsage();
  const hookStart = performance.now();
  for (const body of events) {
    const t0 = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/mail/webhooks/lob',
      headers: { 'content-type': 'application/json', ...signLobWebhook(body, secret) },
      payload: body,
    });
    latencies.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`webhook failed: ${res.statusCode} ${res.body}`);
  }
  const hookSeconds = (performance.now() - hookStart) / 1000;
  const sortedLatencies = [...latencies].sort((a, b) => a - b);
  const cpu = process.cpuUsage(cpuBefore);
  const appCpuPerEvent = (cpu.user + cpu.system) / 1000 / events.length;
  const dbCpuAfter = await databaseCpu();
  const dbCpuPerEvent =
    dbCpuBefore === null || dbCpuAfter === null ? null : (dbCpuAfter - dbCpuBefore) / events.length;
  const loadAfter = loadavg()[0] as number;
  const loads = loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  const delivered = (await statuses()).filter((status) => status === 'DELIVERED').length;
  await app.close();
  await db.close();
  await lob.close();

  const report = [
    '# Certified mail: 1,000 letters through a fake Lob, then 9,000 webhook events',
    '',
    `One process on this machine (${process.platform}, Node ${process.version}); ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}; requests one at a time.`,
    `Machine load (1-minute average, 2 cores shared with other work) when the webhooks started / ended: ${loadBefore.toFixed(1)} / ${loadAfter.toFixed(1)} (load average at the end over 1, 5 and 15 minutes: ${loads}).`,
    '',
    '| figure | value |',
    '| --- | --- |',
    `| letters mailed in batches of 100 | ${ids.length} (refused: ${refused}) |`,
    `| injected provider outages (503) | ${failures} |`,
    `| time until every letter was handed in or queued | ${(queuedAt / 1000).toFixed(1)} s |`,
    `| left queued by the outages, then retried by the mail job | ${stillQueued} (${runs} job run${runs === 1 ? '' : 's'}) |`,
    `| time until every letter was sent | ${(sentAt / 1000).toFixed(1)} s |`,
    `| create calls to the provider (retries included) | ${lob.createCalls} |`,
    `| letters the provider created (one per idempotency key) | ${lob.letters.size} |`,
    `| distinct provider letters on our pieces | ${distinct} |`,
    `| webhook events (signed; replays and late scans included) | ${events.length} |`,
    `| webhook ingest rate | ${(events.length / hookSeconds).toFixed(0)} events/s |`,
    `| webhook latency p50 / p99 | ${percentile(sortedLatencies, 50).toFixed(1)} ms / ${percentile(sortedLatencies, 99).toFixed(1)} ms |`,
    `| CPU per event: this process (server and bench) / the database's processes | ${appCpuPerEvent.toFixed(2)} ms / ${dbCpuPerEvent === null ? 'not measured (PGlite runs in this process)' : `${dbCpuPerEvent.toFixed(2)} ms`} |`,
    `| letters delivered after the events | ${delivered} |`,
    '',
  ].join('\n');
  writeFileSync(process.env.BENCH_OUT ?? path.join(import.meta.dirname, 'certified-mail-results.md'), report);
  console.log(report);
}

await main();
