import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextAction } from '@app/contracts/client-table.contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/test-database';
import { type Database, openPglite } from '../../db/client';
import { applyMigrations } from '../../db/migrate';
import { asDatabaseOwner } from '../../db/organization-context';
import { seedDatabase } from '../../db/seed/seed';
import { createSecretBox } from '../../platform/crypto/secret-box';
import { createClientTableRepository } from './client-table.repository';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const migrations = fileURLToPath(new URL('../../db/migrations', import.meta.url));
/** Far apart, so an instant near midnight falls on different dates in each. */
const timeZones = ['America/Los_Angeles', 'Pacific/Kiritimati'];

/**
 * The client table's figures as the table computed them before the read model: straight from the
 * source tables on every read. Kept here as the independent reference the maintained rows must match.
 */
async function recomputed(db: Database, tz: string) {
  const result = await db.execute(sql`
    select u.id, rep.credit_score as score,
      coalesce(iss.active_items, 0)::int as active_items,
      coalesce(dsp.open_disputes, 0)::int as open_disputes,
      dsp.current_round, nxt.kind as next_action, to_char(nxt.due, 'YYYY-MM-DD') as next_due,
      greatest(u.created_at, act.last_at) as last_activity
    from users u
    left join (
      select distinct on (c.user_id) c.user_id, c.credit_score from credit_reports c
      order by c.user_id, c.last_updated desc, c.id desc
    ) rep on rep.user_id = u.id
    left join (
      select i.user_id, count(*) as active_items from credit_issues i
      where i.status = 'ACTIVE' group by i.user_id
    ) iss on iss.user_id = u.id
    left join (
      select d.user_id, count(*) as open_disputes, max(d.round_number) as current_round
      from disputes d where d.status in ('PENDING', 'SENT', 'DELIVERED', 'FOLLOW_UP_REQUIRED')
      group by d.user_id
    ) dsp on dsp.user_id = u.id
    left join (
      select distinct on (w.user_id) w.user_id, w.kind, w.due from (
        select up.user_id, 'CONFIRM_REPORT' as kind, (up.created_at at time zone ${tz})::date as due
          from credit_report_uploads up where up.confirmed_at is null
        union all
        select d.user_id,
            case when d.consumer_approved_at is null then 'AWAITING_APPROVAL' else 'MAIL_LETTER' end,
            (coalesce(d.consumer_approved_at, d.created_at) at time zone ${tz})::date
          from disputes d where d.status = 'PENDING'
        union all
        select d.user_id, 'CONFIRM_DELIVERY', (coalesce(d.date_sent, d.created_at) at time zone ${tz})::date
          from disputes d where d.status = 'SENT'
        union all
        select d.user_id, 'FOLLOW_UP', d.follow_up_date
          from disputes d where d.alert_sent = false and d.follow_up_date is not null
            and d.status not in ('RESOLVED', 'REJECTED')
        union all
        select d.user_id, 'BUREAU_ANSWER', d.delivery_date + 30
          from disputes d where d.delivery_date is not null
            and d.status in ('DELIVERED', 'FOLLOW_UP_REQUIRED')
      ) w order by w.user_id, w.due, w.kind
    ) nxt on nxt.user_id = u.id
    left join lateral (
      select max(a.created_at) as last_at from audit_log a where a.subject_user_id = u.id
    ) act on true
    where u.access_level <> 'ADMIN'
    order by u.id`);
  return rowsOf<Record<string, unknown>>(result).map(comparable);
}

const comparable = (r: Record<string, unknown>) => ({
  id: r.id,
  score: r.score,
  activeItems: r.active_items,
  openDisputes: r.open_disputes,
  currentRound: r.current_round,
  nextAction: r.next_action,
  nextDue: r.next_due,
  lastActivity: new Date(r.last_activity as string).toISOString(),
});

/** Every client as the table answers them now (one page holding all, for each organization). */
async function served(db: Database, tz: string, nextAction?: NextAction | 'NONE') {
  const rows = [];
  for (const { id } of rowsOf<{ id: number }>(await db.execute(sql`select id from organizations`))) {
    rows.push(
      ...(await createClientTableRepository(db).page({
        organizationId: id,
        nextAction,
        sort: 'name',
        dir: 'asc',
        limit: 1_000_000,
        timeZone: tz,
      })),
    );
  }
  return rows.map(comparable).sort((a, b) => (a.id as number) - (b.id as number));
}

/** The maintained rows against the one definition of the figures, recomputed now. */
async function maintainedAndDefinition(db: Database) {
  const [row] = rowsOf<{ maintained: unknown; defined: unknown }>(
    await db.execute(sql`
      select
        (select coalesce(jsonb_agg(to_jsonb(s) - 'organization_id' order by s.user_id), '[]') from client_summaries s) as maintained,
        (select coalesce(jsonb_agg(to_jsonb(f) order by f.user_id), '[]')
          from client_summary_figures(array(select id from users)) f) as defined`),
  );
  return row;
}

async function expectInStep(db: Database, step: string) {
  const { maintained, defined } = (await maintainedAndDefinition(db)) ?? {};
  expect(maintained, step).toEqual(defined);
  for (const tz of timeZones) {
    const reference = await recomputed(db, tz);
    expect(await served(db, tz), `${step} (${tz})`).toEqual(reference);
    for (const action of [
      'NONE',
      'AWAITING_APPROVAL',
      'MAIL_LETTER',
      'CONFIRM_DELIVERY',
      'FOLLOW_UP',
    ] as const) {
      const filtered = await served(db, tz, action);
      const expected = reference.filter((r) => (r.nextAction ?? 'NONE') === action);
      expect(filtered, `${step} (${tz}, ${action})`).toEqual(expected);
    }
  }
}

describe.each(testDatabaseKinds())('client summaries on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  }, 120_000);
  afterAll(async () => t?.close());

  const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(query))[0] as T;

  it('match a full recompute after the seed and after every kind of write', async () => {
    await expectInStep(t.db, 'seeded');
    const clients = rowsOf<{ id: number }>(
      await t.db.execute(sql`
        insert into users (first_name, last_name, email, password_hash, access_level, created_at)
        values ('Ana', 'Sum', 'ana@sum.example', 'x', 'CLIENT_VIEWER', '2026-03-01 23:30Z'),
               ('Ben', 'Sum', 'ben@sum.example', 'x', 'CLIENT_VIEWER', '2026-03-02 00:30Z')
        returning id`),
    );
    const [ana, ben] = clients.map((c) => c.id) as [number, number];
    await expectInStep(t.db, 'clients created');

    await t.db.execute(sql`
      insert into credit_reports (user_id, credit_score, credit_rating, utilization_bp, account_age_months, source, last_updated)
      values (${ana}, 580, 'POOR', 5000, 30, 'upload', '2026-03-03Z'), (${ana}, 610, 'FAIR', 4000, 31, 'upload', '2026-03-10Z')`);
    await expectInStep(t.db, 'reports imported');
    await t.db.execute(
      sql`update credit_reports set last_updated = '2026-03-20Z' where user_id = ${ana} and credit_score = 580`,
    );
    await expectInStep(t.db, 'older report refreshed');

    const issues = rowsOf<{ id: number }>(
      await t.db.execute(sql`
        insert into credit_issues (user_id, type, title, description, creditor, impact, status)
        select ${ana}, 'COLLECTION', 'Collection ' || k, 'Unpaid', 'Midland', 40, 'ACTIVE'
        from generate_series(1, 3) k returning id`),
    );
    const issue = issues[0]?.id as number;
    await t.db.execute(
      sql`update credit_issues set status = 'RESOLVED' where id = ${issues[2]?.id as number}`,
    );
    await expectInStep(t.db, 'issues found, one resolved');

    const dispute = (
      await one<{ id: number }>(sql`
        insert into disputes (user_id, issue_id, bureau, letter_type, reason, letter_content, expected_response, created_at)
        values (${ana}, ${issue}, 'EQUIFAX', 'BUREAU_DISPUTE', 'UNVERIFIABLE', 'letter', '2026-04-15', '2026-03-15 23:50Z')
        returning id`)
    ).id;
    await t.db.execute(sql`
      insert into disputes (user_id, issue_id, bureau, letter_type, reason, letter_content, expected_response,
        round_number, created_at)
      values (${ana}, ${issue}, 'EXPERIAN', 'BUREAU_DISPUTE', 'UNVERIFIABLE', 'letter', '2026-04-15', 2, '2026-03-16 00:10Z')`);
    await expectInStep(t.db, 'disputes created');
    await t.db.execute(
      sql`update disputes set consumer_approved_at = '2026-03-17 23:59Z' where id = ${dispute}`,
    );
    await expectInStep(t.db, 'letter approved');
    await t.db.execute(
      sql`update disputes set status = 'SENT', date_sent = '2026-03-18 12:00Z' where id = ${dispute}`,
    );
    await expectInStep(t.db, 'letter sent');
    await t.db.execute(
      sql`update disputes set status = 'DELIVERED', delivery_date = '2026-03-21', follow_up_date = '2026-04-01' where id = ${dispute}`,
    );
    await expectInStep(t.db, 'letter delivered');
    await t.db.execute(sql`update disputes set alert_sent = true where id = ${dispute}`);
    await expectInStep(t.db, 'follow-up dealt with');
    await t.db.execute(sql`update disputes set status = 'RESOLVED' where id = ${dispute}`);
    await expectInStep(t.db, 'dispute resolved');
    await t.db.execute(
      sql`update disputes set user_id = ${ben} where user_id = ${ana} and bureau = 'EXPERIAN'`,
    );
    await expectInStep(t.db, 'dispute moved to another client');

    const upload = (
      await one<{ id: number }>(sql`
        insert into credit_report_uploads (user_id, file_name, file_type, size_bytes, sha256, description,
          content_sealed, extraction, analysis, created_at)
        values (${ben}, 'r.pdf', 'PDF', 10, 'x', 'report', 'sealed', 'pdf-text', '{}', '2026-03-05 23:00Z')
        returning id`)
    ).id;
    await expectInStep(t.db, 'upload waiting');
    await t.db.execute(sql`update credit_report_uploads set confirmed_at = now() where id = ${upload}`);
    await expectInStep(t.db, 'upload confirmed');

    await t.db.execute(sql`
      insert into audit_log (action, subject_user_id, created_at)
      values ('client.viewed', ${ben}, '2026-05-01Z'), ('client.viewed', ${ben}, '2026-04-01Z')`);
    await expectInStep(t.db, 'audit entries');
    await t.db.execute(
      sql`delete from audit_log where subject_user_id = ${ben} and created_at = '2026-05-01Z'`,
    );
    await expectInStep(t.db, 'audit entry removed');

    await t.db.execute(
      sql`update disputes set letter_content = 'revised', tracking_checked_at = now() where user_id = ${ben}`,
    );
    await t.db.execute(sql`update disputes set round_number = 3 where user_id = ${ben}`);
    await expectInStep(t.db, 'letter revised, round raised');
    await t.db.execute(sql`update users set last_name = 'Zed', email = 'ben@zed.example' where id = ${ben}`);
    await expectInStep(t.db, 'client renamed');
    await t.db.execute(sql`update users set access_level = 'ADMIN' where id = ${ben}`);
    await expectInStep(t.db, 'client made an admin');
    await t.db.execute(
      sql`update users set access_level = 'CLIENT_VIEWER', created_at = '2027-01-01Z' where id = ${ben}`,
    );
    await expectInStep(t.db, 'admin made a client again');
    await t.db.execute(sql`delete from credit_reports where user_id = ${ana} and credit_score = 580`);
    await expectInStep(t.db, 'report removed');
    await t.db.execute(sql`delete from users where id = ${ana}`);
    await expectInStep(t.db, 'client deleted');
    expect(
      await one<{ n: number }>(sql`select count(*)::int as n from client_summaries where user_id = ${ana}`),
    ).toEqual({
      n: 0,
    });
  });

  it('match a full recompute after bulk inserts of many clients in single statements', async () => {
    await t.exec(`
      insert into users (first_name, last_name, email, password_hash, access_level, created_at)
      select 'Bulk' || g, 'Sum', 'bulk' || g || '@sum.example', 'x', 'CLIENT_VIEWER', timestamptz '2026-01-01' + g * interval '37 minutes'
      from generate_series(1, 300) g;
      insert into credit_reports (user_id, credit_score, credit_rating, utilization_bp, account_age_months, source)
      select u.id, 300 + u.id % 500, 'FAIR', 3000, 60, 'seed' from users u where u.first_name like 'Bulk%';
      insert into credit_issues (user_id, type, title, description, creditor, impact, status)
      select u.id, 'COLLECTION', 'C', 'Unpaid', 'Midland', 40, case when u.id % 3 = 0 then 'ACTIVE' else 'DISPUTED' end
      from users u where u.first_name like 'Bulk%';
      insert into disputes (user_id, issue_id, bureau, letter_type, reason, letter_content, expected_response,
        status, round_number, date_sent, created_at)
      select i.user_id, i.id, b, 'BUREAU_DISPUTE', 'UNVERIFIABLE', 'letter', date '2026-03-01',
        (array['PENDING', 'SENT', 'RESOLVED'])[1 + i.user_id % 3], 1 + i.user_id % 2,
        timestamptz '2026-02-01 23:00Z' + i.user_id * interval '1 hour', timestamptz '2026-02-01 12:00Z'
      from credit_issues i join users u on u.id = i.user_id cross join unnest(array['EQUIFAX', 'EXPERIAN']) b
      where u.first_name like 'Bulk%';
      insert into audit_log (action, subject_user_id, created_at)
      select 'client.viewed', u.id, timestamptz '2026-06-01' - u.id * interval '1 day' from users u where u.first_name like 'Bulk%';`);
    await expectInStep(t.db, 'bulk');
  });
});

describe('the client_summaries migration', () => {
  it('fills in the figures of the clients already there, through the same definition', async () => {
    const journal = JSON.parse(readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    // The read model's migrations in their order: the one that made it and those that changed it.
    const tags = journal.entries.map((e) => e.tag).filter((t) => /_client_summaries(_|$)/.test(t));
    expect(tags[0]).toMatch(/_client_summaries$/);
    const statements = tags.flatMap((tag) =>
      readFileSync(path.join(migrations, `${tag}.sql`), 'utf8').split('--> statement-breakpoint'),
    );
    // A database with clients and their records, as one from before this change has them: the seed
    // needs today's schema (later migrations add columns it reads), so the read model is taken out
    // again, and its migrations' own statements then run on the data that is there.
    const handle = await openPglite(null);
    // Migrations' own statements, as the migrator runs them: as the database's owner.
    await asDatabaseOwner(async () => {
      try {
        await applyMigrations(handle);
        await seedDatabase(handle.db, { demo: 'always', secretBox: createSecretBox(randomBytes(32)) });
        await handle.db.execute(sql`drop table client_summaries`);
        for (const fn of [
          'client_summaries_follow',
          'client_summaries_follow_audit',
          'client_summaries_follow_dispute',
          'client_summaries_follow_user',
          'client_summaries_refresh',
          'client_summary_figures',
        ]) {
          await handle.db.execute(sql.raw(`drop function ${fn} cascade`));
        }
        const [missing] = rowsOf<{ table: string | null; triggers: number }>(
          await handle.db.execute(sql`select to_regclass('client_summaries')::text as table,
          (select count(*)::int from pg_trigger where tgname like 'client_summaries%') as triggers`),
        );
        expect(missing).toEqual({ table: null, triggers: 0 });
        for (const statement of statements) await handle.db.execute(sql.raw(statement));
        const [count] = rowsOf<{ n: number }>(
          await handle.db.execute(sql`select count(*)::int as n from client_summaries`),
        );
        expect(count?.n).toBeGreaterThan(2);
        await expectInStep(handle.db, 'backfilled');
      } finally {
        await handle.close();
      }
    });
  }, 120_000);
});
