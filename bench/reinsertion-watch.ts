// The nightly reinsertion check (FCRA §611(a)(5)(B), issue 37) at a platform's size: 100,000 clients
// over 50 organizations on PostgreSQL, each with the latest file's outcomes in the ledger and a
// reinsertion window (a third closed and unflagged, a third still open, the rest flagged before or
// answered by a notice on time). The job itself runs as the server runs it (the service over its
// repository, a day from an injected clock); then the work queue's new group is read for one
// organization. In a database of its own that is dropped afterwards.
// Goal: the nightly check over 100,000 clients in ≤ 10 minutes. Run: npm run bench:reinsertion-watch -w @app/bench
// (writes bench/reinsertion-watch-results.md)
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client';
import { applyMigrations } from '../apps/server/src/db/migrate';
import { createReinsertionWatchJob } from '../apps/server/src/modules/dispute-outcomes/reinsertion-watch.job';
import { createReinsertionWatchRepository } from '../apps/server/src/modules/dispute-outcomes/reinsertion-watch.repository';
import { createReinsertionWatchService } from '../apps/server/src/modules/dispute-outcomes/reinsertion-watch.service';
import { createWorkQueueRepository } from '../apps/server/src/modules/work-queue/work-queue.repository';
import { insertBulkClients, insertBulkOrganizations } from './bulk-data';

const organizations = Number(process.env.BENCH_ORGANIZATIONS ?? 50);
const clientsPerOrganization = Number(process.env.BENCH_CLIENTS ?? 2000);
const goalMs = 10 * 60_000;
// The night the job runs: noon in New York, the company's zone.
const tonight = new Date('2026-11-16T17:00:00Z');
const today = '2026-11-16';

async function main() {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bench_reinsertion_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  const lines: string[] = [];
  try {
    // Set-up and the job stand outside any request: they see every organization, as the job runner does.
    const handle = openPostgres({ url: dbUrl.toString(), queryTimeoutMs: 1_800_000, unscoped: 'all' });
    await applyMigrations(handle);
    let t = performance.now();
    await insertBulkOrganizations(handle, organizations);
    await insertBulkClients(handle, clientsPerOrganization, 1, organizations);
    // Each client's latest file in the ledger: a REINSERTED entry per client (and three other
    // outcomes of the same file), and the window each reinsertion opened, as openWithin writes it.
    await handle.exec(`
      insert into dispute_outcomes (organization_id, user_id, bureau, kind, item, dispute_id, observed_on)
      select d.organization_id, d.user_id, d.bureau, k.kind,
             jsonb_build_object('bureau', d.bureau, 'creditor', 'Creditor ' || (d.user_id % 50), 'accountLast4', '0077'),
             d.id, date '2026-11-02' + (d.user_id % 10)
      from disputes d cross join (values ('REINSERTED'), ('DELETED'), ('UPDATED'), ('VERIFIED')) k (kind)
      where d.letter_content = 'Bulk benchmark letter';
      insert into reinsertion_watches (organization_id, user_id, outcome_id, bureau, item, issue_id,
                                       reinserted_on, notice_due_on, notice_received_on, notice_source, flagged_on)
      select o.organization_id, o.user_id, o.id, o.bureau, o.item, d.issue_id, o.observed_on,
             o.observed_on + 6,
             case when o.user_id % 6 = 5 then o.observed_on + 2 end,
             case when o.user_id % 6 = 5 then 'PERSON' end,
             case when o.user_id % 6 = 4 then o.observed_on + 7 end
      from dispute_outcomes o join disputes d on d.id = o.dispute_id
      where o.kind = 'REINSERTED';
      analyze;
    `);
    const fillMs = performance.now() - t;
    const counts = await rawCounts(dbUrl);
    lines.push(
      `Filled ${counts.clients.toLocaleString('en-US')} clients over ${organizations} organizations, ${counts.outcomes.toLocaleString('en-US')} ledger entries, ${counts.windows.toLocaleString('en-US')} reinsertion windows in ${(fillMs / 1000).toFixed(1)} s`,
    );

    const watch = createReinsertionWatchService({
      repo: createReinsertionWatchRepository(handle.db),
      timeZone: 'America/New_York',
    });
    const job = createReinsertionWatchJob({ watch, timeZone: 'America/New_York', now: () => tonight });
    t = performance.now();
    const first = await job();
    const firstMs = performance.now() - t;
    t = performance.now();
    const again = await job();
    const againMs = performance.now() - t;
    lines.push(
      `PostgreSQL: the nightly check on ${today} over ${counts.clients.toLocaleString('en-US')} clients: flagged ${first.flagged.toLocaleString('en-US')} windows in ${(firstMs / 1000).toFixed(2)} s (goal ≤ ${goalMs / 60_000} min: ${firstMs <= goalMs ? 'met' : 'NOT met'})`,
      `PostgreSQL: the same night's second run: flagged ${again.flagged} in ${againMs.toFixed(1)} ms (the open windows' partial index holds only the windows still to judge)`,
    );

    // The work queue's new group for one organization's admin, its size from the tallies.
    const [orgAdmin] = (
      await rawQuery<{ id: number; organization_id: number }>(
        dbUrl,
        `insert into users (first_name, last_name, email, password_hash, access_level, team_role, organization_id)
         select 'Bench', 'Admin', 'bench-admin@example.com', 'x', 'ADMIN', 'OWNER', min(id) from organizations
         where id in (select organization_id from users where email like 'bulk%') returning id, organization_id`,
      )
    ).rows;
    const queue = createWorkQueueRepository(handle.db);
    const day = {
      adminId: orgAdmin?.id ?? 0,
      organizationId: orgAdmin?.organization_id ?? 0,
      today,
      now: new Date().toISOString(),
      assigned: 'everyone' as const,
    };
    const times: number[] = [];
    let size = 0;
    for (let i = 0; i < 50; i++) {
      t = performance.now();
      const [s] = await Promise.all([
        queue.size('REINSERTED_NO_NOTICE', day),
        queue.page('REINSERTED_NO_NOTICE', { ...day, limit: 6, offset: 0 }),
      ]);
      times.push(performance.now() - t);
      size = s;
    }
    times.sort((a, b) => a - b);
    lines.push(
      `PostgreSQL: one organization's "Reinserted without notice" group (${size.toLocaleString('en-US')} waiting), size and first page: p50 ${times[25]?.toFixed(1)} ms, p95 ${times[47]?.toFixed(1)} ms over 50 reads`,
    );
    await handle.close();
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  return lines;
}

async function rawQuery<T extends pg.QueryResultRow>(url: URL, sql: string) {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await client.query<T>(sql);
  } finally {
    await client.end();
  }
}
async function rawCount(url: URL, sql: string) {
  return Number((await rawQuery<{ n: string }>(url, sql)).rows[0]?.n ?? 0);
}
async function rawCounts(url: URL) {
  return {
    clients: await rawCount(url, `select count(*) as n from users where email like 'bulk%'`),
    outcomes: await rawCount(url, 'select count(*) as n from dispute_outcomes'),
    windows: await rawCount(url, 'select count(*) as n from reinsertion_watches'),
  };
}

const lines = await main();
const report = [
  '# Reinsertion watch: the nightly check at 100,000 clients',
  '',
  `Run ${new Date().toISOString()} on ${process.platform}, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (the machine is shared).`,
  '',
  ...lines.map((l) => `- ${l}`),
  '',
].join('\n');
writeFileSync(path.join(import.meta.dirname, 'reinsertion-watch-results.md'), report);
console.log(report);
