import { type WorkQueue, type WorkQueueGroup, workQueueGroups } from '@app/contracts/work-queue.contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSignedInUser } from '../../../test/factories/users';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';

const frozenNow = new Date('2026-03-18T16:00:00Z');

/**
 * 30 clients with records in every group; many share a sort key (ties broken by id), and some
 * mailed letters and follow-ups have no date (they sort last), so a cursor crosses both.
 */
const queueData = `
  insert into users (first_name, last_name, email, password_hash, access_level)
  select 'Cursor' || g, 'Client', 'cursor' || g || '@example.com', 'x', 'CLIENT_VIEWER' from generate_series(1, 30) g;
  insert into credit_issues (user_id, type, title, description, creditor, impact)
  select id, 'COLLECTION', 'Cursor item', 'x', 'Cursor Co', 30 from users where email like 'cursor%';
  insert into disputes (user_id, issue_id, bureau, letter_type, reason, letter_content, status, expected_response,
                        consumer_approved_at, date_sent, delivery_date, follow_up_date, created_at)
  select i.user_id, i.id, 'EXPERIAN', 'BUREAU_DISPUTE', 'NOT_MINE', 'Cursor letter',
         (array['PENDING','SENT','DELIVERED','FOLLOW_UP_REQUIRED'])[1 + (i.id + n) % 4], date '2026-04-01',
         case when n % 2 = 0 then timestamptz '2026-03-01 10:00:00.123456+00' + (i.id % 3) * interval '1 day' end,
         case when i.id % 3 > 0 then timestamptz '2026-03-02' + (i.id % 4) * interval '1 microsecond' end,
         date '2026-01-01' + (i.id % 5), case when i.id % 4 > 0 then date '2026-03-01' + (i.id % 3) end,
         timestamptz '2026-03-01' + (i.id % 2) * interval '1 hour'
  from credit_issues i cross join generate_series(1, 4) n where i.title = 'Cursor item';
  insert into credit_report_uploads (user_id, file_name, file_type, size_bytes, sha256, description,
                                     content_sealed, extraction, analysis, created_at)
  select id, 'r.pdf', 'PDF', 1, md5(id::text) || md5(id::text), 'x', 'x', 'pdf-text', '{}'::jsonb,
         timestamptz '2026-03-10' + (id % 3) * interval '1 minute'
  from users where email like 'cursor%';
  insert into credit_report_uploads (user_id, file_name, file_type, size_bytes, sha256, description,
                                     content_sealed, extraction, analysis, created_at)
  select id, 'locked.pdf', 'PDF', 1, md5(id || 'locked') || md5(id || 'locked'), 'x', 'x', 'pdf-text',
         '{"failure": {"reason": "PASSWORD_PROTECTED"}}'::jsonb,
         timestamptz '2026-03-11' + (id % 3) * interval '1 minute'
  from users where email like 'cursor%';
  insert into bureau_responses (user_id, bureau, response_type, response_text, response_date)
  select id, 'EXPERIAN', 'VERIFIED', 'x', date '2026-02-01' + (id % 2) from users where email like 'cursor%';
  insert into support_tickets (ticket_number, user_id, title, description, status, customer_name, customer_email,
                               created_at)
  select 'CUR-' || id, id, 't', 'x', 'OPEN', 'c', 'c@example.com', timestamptz '2026-03-12' + (id % 2) * interval '1 second'
  from users where email like 'cursor%';
  insert into chat_messages (user_id, sender_id, sender_type, message, created_at)
  select id, id, 'CLIENT', 'm', timestamptz '2026-03-15' + (id % 4) * interval '1 millisecond'
  from users where email like 'cursor%';
  insert into dispute_outcomes (user_id, bureau, kind, item, observed_on)
  select id, 'EXPERIAN', 'REINSERTED', '{"creditor": "Cursor Co"}'::jsonb, date '2026-02-20'
  from users where email like 'cursor%';
  insert into reinsertion_watches (user_id, outcome_id, bureau, item, reinserted_on, notice_due_on, flagged_on)
  select user_id, id, bureau, item, observed_on, date '2026-02-26', date '2026-02-27' + (user_id % 3)
  from dispute_outcomes where kind = 'REINSERTED';
  insert into mail_pieces (organization_id, dispute_id, user_id, provider, idempotency_key, status, addresses,
                           pdf_sealed, pdf_sha256, pages, print_cents, postage_cents, certified_cents,
                           return_receipt_cents, total_cents, attempts, next_attempt_at, attention_since, created_at)
  select u.organization_id, d.id, d.user_id, 'simulated', 'cursor-' || d.id,
         case when d.id % 4 = 0 then 'QUEUED' else 'RETURNED_TO_SENDER' end, '{}'::jsonb, 'x', 'x', 1, 0, 0, 0, 0, 0,
         3, case when d.id % 4 = 0 then timestamptz '2026-03-18 16:30' end,
         case when d.id % 4 = 2 then timestamptz '2026-03-05' + (d.id % 3) * interval '1 microsecond' end,
         -- Queued at 10:00 (late at 16:00), a few at 15:30 (not yet).
         case when d.id % 16 = 0 then timestamptz '2026-03-18 15:30' else timestamptz '2026-03-18 10:00' + (d.id % 3) * interval '1 second' end
  from disputes d join users u on u.id = d.user_id
  where u.email like 'cursor%' and d.id % 2 = 0;
  -- Answer letters waiting for a person: read or not, several uploaded in the same second.
  insert into bureau_answer_letters (user_id, file_name, file_type, size_bytes, sha256, content_sealed, status,
                                     created_at)
  select id, 'answer.pdf', 'PDF', 1, md5(id || 'answer') || md5(id || 'answer'), 'x',
         case when id % 3 = 0 then 'UNREADABLE' else 'READ' end, timestamptz '2026-03-14' + (id % 3) * interval '1 second'
  from users where email like 'cursor%';
`;

describe.each(testDatabaseKinds())('GET /api/admin/work-queue paged by cursor on %s', (kind) => {
  const t = useTestApp(kind, {}, { seed: false });
  let headers: Record<string, string>;
  let organizationId: number;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: frozenNow });
    const admin = await createSignedInUser(t.app, t.db, 'ADMIN');
    headers = admin.headers;
    const [mine] = (
      (await t.db.db.execute(
        sql`select organization_id as "id" from users where id = ${admin.userId}`,
      )) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    organizationId = mine?.id ?? 0;
    await t.db.exec(queueData);
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  const read = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/work-queue?${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as WorkQueue).groups[0] as WorkQueue['groups'][number];
  };

  it.each(workQueueGroups)(
    'walks %s by cursor through the same rows, in the same order, as by page number',
    async (group: WorkQueueGroup) => {
      const byNumber: string[] = [];
      const first = await read(`group=${group}&page=1&pageSize=4`);
      expect(first.total).toBeGreaterThan(8);
      for (let page = 1; page <= Math.ceil(first.total / 4); page++) {
        byNumber.push(...(await read(`group=${group}&page=${page}&pageSize=4`)).items.map((i) => i.key));
      }
      const byCursor = first.items.map((i) => i.key);
      let next = first.nextCursor;
      while (next) {
        const page = await read(`group=${group}&pageSize=4&cursor=${encodeURIComponent(next)}`);
        byCursor.push(...page.items.map((i) => i.key));
        next = page.nextCursor;
      }
      expect(byCursor).toEqual(byNumber);
      expect(new Set(byCursor).size).toBe(first.total);
    },
  );

  // The whole queue's first page has a statement of its own per page size, its constants written
  // into its text; later pages share one with the sizes as parameters. Both must answer as the groups.
  it.each([
    ['page=1&pageSize=2', 'pageSize=2'],
    ['page=1&pageSize=3', 'pageSize=3'],
    ['page=2&pageSize=2', 'page=2&pageSize=2'],
  ])(
    'gives each group of the whole queue (%s) the same page and total as the group read alone, and its next cursor',
    async (whole, own) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/work-queue?${whole}`, headers });
      const queue = res.json() as WorkQueue;
      for (const g of queue.groups) {
        expect(g.nextCursor, g.group).toEqual(expect.any(String));
        // The whole queue reads all groups in one statement; each group's page must match its own read.
        const alone = await read(`group=${g.group}&${own}`);
        expect(g.items.length, g.group).toBeGreaterThan(0);
        expect(g.items, g.group).toEqual(alone.items);
        expect(g.total, g.group).toBe(alone.total);
      }
    },
  );

  it.runIf(kind === 'postgres')(
    "sends only today's date as parameters of the whole queue's first page (so PostgreSQL keeps its plan)",
    async () => {
      const query = vi.spyOn(pg.Pool.prototype, 'query');
      await t.app.inject({ method: 'GET', url: '/api/admin/work-queue?pageSize=2', headers });
      const whole = query.mock.calls
        .map(([config, values]) => ({ config: config as { name?: string }, values: values as unknown[] }))
        .filter((c) => c.config.name?.startsWith('work_queue_whole'));
      query.mockRestore();
      expect(whole.map((c) => c.config.name)).toEqual(['work_queue_whole_first_3']);
      // Today, each where the statement uses it (the bureau's 30 days are subtracted in the text),
      // the moment (a letter queued too long is an hour old) and the asking admin's organization,
      // which bounds the reach: none changes the plan's shape.
      expect(new Set(whole[0]?.values)).toEqual(
        new Set(['2026-03-18', frozenNow.toISOString(), organizationId]),
      );
    },
  );

  it('refuses a cursor that is not one of ours, of another group or list, or without its group, with 400 naming cursor', async () => {
    const mailed = await read('group=MAILED_UNDELIVERED&pageSize=2');
    const forged = (key: unknown) =>
      Buffer.from(JSON.stringify({ s: 'work-queue:OPEN_TICKET', k: key, i: 1 })).toString('base64url');
    const tracking = await t.app.inject({ method: 'GET', url: '/api/admin/tracking?pageSize=1', headers });
    const trackingCursor = (tracking.json() as { nextCursor: string }).nextCursor;
    for (const query of [
      'group=OPEN_TICKET&cursor=not-a-cursor',
      `group=OPEN_TICKET&cursor=${mailed.nextCursor}`,
      `group=OPEN_TICKET&cursor=${trackingCursor}`,
      `group=OPEN_TICKET&cursor=${forged('2026-02-30')}`,
      `group=OPEN_TICKET&cursor=${forged('2026-03-01 25:00:00+00')}`,
      `group=OPEN_TICKET&cursor=${forged(7)}`,
      `cursor=${mailed.nextCursor}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/work-queue?${query}`, headers });
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain('cursor');
    }
  });
});
