import { type WorkQueueGroup, workQueueGroups } from '@app/contracts/work-queue.contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/test-database';
import { createWorkQueueRepository, type QueueDay, type WorkQueueRepository } from './work-queue.repository';

// Fixed calendar days: the tallies of the dated groups are read as of each of them, by the admin
// the fill makes (the tallies are its organization's).
// Each day is asked at noon: a letter queued at 11:30 that day is not queued too long yet.
const days: QueueDay[] = ['2026-03-01', '2026-03-18', '2026-05-01'].map((today) => ({
  adminId: 0,
  organizationId: 0,
  today,
  now: `${today}T12:00:00.000Z`,
  assigned: 'everyone',
}));

/** A group's size counted live: every row of its page query, with no page limit. */
async function counted(repo: WorkQueueRepository, day: QueueDay) {
  const sizes = {} as Record<WorkQueueGroup, number>;
  for (const group of workQueueGroups) {
    sizes[group] = (await repo.page(group, { ...day, limit: 100_000, offset: 0 })).length;
  }
  return sizes;
}

/** Every group's size, as the whole queue's single statement and as each group's own read give it. */
async function expectExact(repo: WorkQueueRepository) {
  for (const day of days) {
    const live = await counted(repo, day);
    expect((await repo.whole({ ...day, limit: 1, offset: 0 })).sizes).toEqual(live);
    for (const group of workQueueGroups) expect(await repo.size(group, day), group).toBe(live[group]);
  }
}

/** Clients (and one admin) with issues, disputes in every state, uploads, answers, tickets, chat. */
const fill = (from: number, to: number) => `
  insert into users (first_name, last_name, email, password_hash, access_level)
  select 'Tally' || g, 'Client', 'tally' || g || '@example.com', 'x',
         case when g = ${from} then 'ADMIN' else 'CLIENT_VIEWER' end
  from generate_series(${from}, ${to}) g;
  insert into credit_issues (user_id, type, title, description, creditor, impact)
  select id, 'COLLECTION', 'Tally item', 'x', 'Tally Co', 30 from users where email like 'tally%';
  insert into disputes (user_id, issue_id, bureau, letter_type, reason, letter_content, status, expected_response,
                        consumer_approved_at, usps_tracking_number, delivery_date, follow_up_date, alert_sent)
  select i.user_id, i.id, 'EXPERIAN', 'BUREAU_DISPUTE', 'NOT_MINE', 'Tally letter',
         (array['PENDING','SENT','DELIVERED','FOLLOW_UP_REQUIRED','RESOLVED'])[1 + (i.id + n) % 5], date '2026-04-01',
         case when n % 2 = 0 then timestamptz '2026-03-01' end, case when n = 3 then 'T' || i.id end,
         date '2026-01-01' + ((i.id * 7 + n * 13) % 120), date '2026-02-01' + ((i.id * 11 + n) % 90), n = 4
  from credit_issues i cross join generate_series(1, 4) n
  where i.title = 'Tally item' and i.user_id in (select id from users where email like 'tally%')
    and not exists (select 1 from disputes d where d.issue_id = i.id);
  insert into credit_report_uploads (user_id, file_name, file_type, size_bytes, sha256, description,
                                     content_sealed, extraction, analysis, confirmed_at)
  select id, 'r.pdf', 'PDF', 1, md5(id::text) || md5(id::text), 'x', 'x', 'pdf-text', '{}'::jsonb,
         case when id % 3 = 0 then now() end
  from users where email like 'tally%' and id not in (select user_id from credit_report_uploads);
  insert into bureau_responses (user_id, bureau, response_type, response_text, response_date, ai_analysis_id)
  select id, 'EXPERIAN', 'VERIFIED', 'x', date '2026-02-01', case when id % 2 = 0 then 1 end
  from users where email like 'tally%' and id not in (select user_id from bureau_responses);
  insert into support_tickets (ticket_number, user_id, title, description, status, customer_name, customer_email)
  select 'TALLY-' || id, case when id % 5 = 0 then null else id end, 't', 'x',
         (array['OPEN','IN_PROGRESS','RESOLVED'])[1 + id % 3], 'c', 'c@example.com'
  from users where email like 'tally%' and 'TALLY-' || id not in (select ticket_number from support_tickets);
  insert into dispute_outcomes (user_id, bureau, kind, item, observed_on)
  select id, 'EXPERIAN', 'REINSERTED', '{"creditor": "Tally Co"}'::jsonb, date '2026-02-02'
  from users where email like 'tally%' and id not in (select user_id from dispute_outcomes);
  insert into reinsertion_watches (user_id, outcome_id, bureau, item, reinserted_on, notice_due_on, flagged_on)
  select o.user_id, o.id, o.bureau, o.item, o.observed_on, date '2026-02-07',
         case when o.user_id % 3 <> 0 then date '2026-02-08' end
  from dispute_outcomes o where o.user_id in (select id from users where email like 'tally%')
    and o.id not in (select outcome_id from reinsertion_watches);
  insert into chat_messages (user_id, sender_id, sender_type, message, read_at, created_at)
  select id, id, case when n = 3 then 'ADMIN' else 'CLIENT' end, 'm', case when (id + n) % 3 = 0 then now() end,
         timestamptz '2026-03-01' + n * interval '1 hour'
  from users cross join generate_series(1, 3) n
  where email like 'tally%' and id not in (select user_id from chat_messages);
  insert into mail_pieces (organization_id, dispute_id, user_id, provider, idempotency_key, status, addresses,
                           pdf_sealed, pdf_sha256, pages, print_cents, postage_cents, certified_cents,
                           return_receipt_cents, total_cents, attention_since, created_at)
  select u.organization_id, d.id, d.user_id, 'simulated', 'tally-' || d.id,
         (array['QUEUED','SENT','DELIVERED','RETURNED_TO_SENDER'])[1 + d.id % 4], '{}'::jsonb, 'x', 'x', 1, 0, 0, 0, 0, 0,
         case when d.id % 4 = 3 or d.id % 5 = 0 then timestamptz '2026-03-02' end,
         (array[timestamptz '2026-03-01 00:00Z', timestamptz '2026-03-18 11:30Z', timestamptz '2026-05-01 11:00Z'])[1 + d.id % 3]
  from disputes d join users u on u.id = d.user_id
  where u.email like 'tally%' and d.id % 2 = 0 and d.id not in (select dispute_id from mail_pieces);
`;

describe.each(testDatabaseKinds())('work queue tallies on %s', (kind) => {
  let db: TestDatabase;
  let repo: WorkQueueRepository;

  beforeAll(async () => {
    db = await createTestDatabase(kind, { seed: false });
    repo = createWorkQueueRepository(db.db);
    await db.exec(fill(1, 40));
    const [admin] = (
      (await db.db.execute(
        sql`select id, organization_id as "organizationId" from users where access_level = 'ADMIN' and email like 'tally%' order by id limit 1`,
      )) as unknown as { rows: { id: number; organizationId: number }[] }
    ).rows;
    for (const day of days) {
      day.adminId = admin?.id ?? 0;
      day.organizationId = admin?.organizationId ?? 0;
    }
  });
  afterAll(async () => db?.close());

  it('counts each group exactly as its page does, on every day, after inserts', async () => {
    await expectExact(repo);
    expect(await repo.size('MAILED_UNDELIVERED', days[1] as QueueDay)).toBeGreaterThan(0);
    expect(await repo.size('MAIL_RETURNED', days[1] as QueueDay)).toBeGreaterThan(0);
    // Noon of 18 March: those queued at 11:30 are not late yet, those of 1 March are.
    const late = await repo.size('MAIL_QUEUED_TOO_LONG', days[1] as QueueDay);
    expect(late).toBeGreaterThan(0);
    expect(await repo.size('MAIL_QUEUED_TOO_LONG', days[2] as QueueDay)).toBeGreaterThan(late);
  });

  it('stays exact after updates that move records between groups, and after deletes', async () => {
    await db.exec(`
      update disputes set status = 'SENT', date_sent = now() where status = 'PENDING' and id % 2 = 0;
      update disputes set status = 'DELIVERED', delivery_date = date '2026-02-20' where status = 'SENT' and id % 3 = 0;
      update disputes set alert_sent = true where status = 'FOLLOW_UP_REQUIRED' and id % 2 = 1;
      update disputes set usps_tracking_number = 'T' || id where consumer_approved_at is not null and id % 2 = 1;
      update disputes set letter_content = 'unrelated change';
      delete from disputes where id % 7 = 0;
      update credit_report_uploads set confirmed_at = now() where id % 2 = 0;
      update bureau_responses set ai_analysis_id = 2 where id % 3 = 0;
      update support_tickets set status = 'RESOLVED' where id % 4 = 0;
      update support_tickets set status = 'OPEN' where status = 'RESOLVED' and id % 4 = 1;
      update reinsertion_watches set flagged_on = date '2026-02-09' where flagged_on is null and id % 2 = 0;
      update reinsertion_watches set letter_dispute_id = (select min(id) from disputes) where id % 5 = 0;
      update reinsertion_watches set flagged_on = null, notice_received_on = date '2026-02-05' where id % 7 = 1;
      update mail_pieces set status = 'SENT' where status = 'QUEUED' and id % 3 = 0;
      update mail_pieces set attention_since = null where attention_since is not null and id % 2 = 0;
      update mail_pieces set attention_since = now() where status = 'DELIVERED' and id % 3 = 1;
      delete from mail_pieces where id % 5 = 1;
    `);
    await expectExact(repo);
  });

  it('stays exact as clients read, write and lose messages, and when a client is deleted', async () => {
    await db.exec(`
      update chat_messages set read_at = now() where user_id % 4 = 0 and sender_type = 'CLIENT';
      insert into chat_messages (user_id, sender_id, sender_type, message, created_at)
      select id, id, 'CLIENT', 'again', timestamptz '2026-02-01' from users where email like 'tally%' and id % 5 = 0;
      delete from chat_messages where user_id % 6 = 0 and read_at is null;
      update chat_messages set read_at = null where user_id % 7 = 0;
      delete from users where email like 'tally%' and id % 9 = 0;
    `);
    await expectExact(repo);
    const thread = await repo.page('UNREAD_MESSAGES', { ...(days[1] as QueueDay), limit: 100, offset: 0 });
    expect(thread.length).toBeGreaterThan(0);
  });

  it('stays exact when a client becomes an admin, and after the tallies are folded together', async () => {
    await db.exec(`update users set access_level = 'ADMIN' where email like 'tally%' and id % 8 = 0`);
    await expectExact(repo);
    await db.exec('select work_queue_tallies_compact()');
    await expectExact(repo);
  });

  it('counts Mine and Unassigned live as their pages do, and the two make up Everyone', async () => {
    await db.exec(`
      insert into users (first_name, last_name, email, password_hash, access_level, team_role)
      values ('Tally', 'Specialist', 'tally-specialist@example.com', 'x', 'ADMIN', 'SPECIALIST');
      update users set assigned_specialist_id = (select id from users where email = 'tally-specialist@example.com')
      where email like 'tally%' and access_level <> 'ADMIN' and id % 3 = 0;
    `);
    const [specialist] = (
      (await db.db.execute(
        sql`select id from users where email = 'tally-specialist@example.com'`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    for (const day of days) {
      const mine: QueueDay = { ...day, adminId: specialist?.id ?? 0, assigned: 'mine' };
      const unassigned: QueueDay = { ...day, assigned: 'unassigned' };
      const everyone = await counted(repo, day);
      const [ofMine, ofNoOne] = [await counted(repo, mine), await counted(repo, unassigned)];
      for (const [filtered, live] of [
        [mine, ofMine],
        [unassigned, ofNoOne],
      ] as const) {
        expect((await repo.whole({ ...filtered, limit: 1, offset: 0 })).sizes).toEqual(live);
        for (const group of workQueueGroups)
          expect(await repo.size(group, filtered), group).toBe(live[group]);
      }
      for (const group of workQueueGroups)
        expect(ofMine[group] + ofNoOne[group], group).toBe(everyone[group]);
    }
    const sum = (sizes: Record<WorkQueueGroup, number>) => Object.values(sizes).reduce((a, b) => a + b, 0);
    const mine = await counted(repo, {
      ...(days[1] as QueueDay),
      adminId: specialist?.id ?? 0,
      assigned: 'mine',
    });
    expect(sum(mine)).toBeGreaterThan(0);
    const rows = await repo.page('MAILED_UNDELIVERED', {
      ...(days[1] as QueueDay),
      adminId: specialist?.id ?? 0,
      assigned: 'mine',
      limit: 100,
      offset: 0,
    });
    expect(rows.every((r) => r.assignedSpecialist?.name === 'Tally Specialist')).toBe(true);
  });

  it.runIf(kind === 'postgres')(
    'lets concurrent writers on the same clients finish without deadlock',
    async () => {
      await db.exec(fill(100, 130));
      const { rows } = (await db.db.execute(
        sql`select id from users where email like 'tally1__@example.com' order by id`,
      )) as unknown as { rows: { id: number }[] };
      const clientIds = rows.map((r) => r.id);
      // Every writer moves records of every group for the same clients, in opposite orders, and
      // writes to all of those clients' chats in one statement: all of them touch every group's tally.
      const writer = async (w: number) => {
        const order = w % 2 === 0 ? clientIds : [...clientIds].reverse();
        for (const id of order) {
          await db.db.transaction(async (tx) => {
            await tx.execute(
              sql.raw(`update disputes set status = (array['PENDING','SENT','DELIVERED'])[1 + (id + ${w}) % 3]
              where user_id = ${id}`),
            );
            await tx.execute(
              sql.raw(`update credit_report_uploads set confirmed_at = case when confirmed_at is null
              then now() end where user_id = ${id}`),
            );
            await tx.execute(
              sql.raw(`insert into chat_messages (user_id, sender_id, sender_type, message)
              select u, u, 'CLIENT', 'w${w}' from unnest(array[${order.join(',')}]) u`),
            );
            await tx.execute(sql.raw(`update support_tickets set status = 'OPEN' where user_id = ${id}`));
          });
        }
      };
      await Promise.all([0, 1, 2, 3].map(writer));
      await expectExact(repo);
    },
  );
});
