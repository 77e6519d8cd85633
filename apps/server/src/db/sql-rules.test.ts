import { disputeStatusGroups, openDisputeStatuses } from '@app/contracts/dispute-counts';
import { disputeStatuses } from '@app/contracts/disputes.contract';
import { addCalendarDays, bureauDeadlineDays } from '@app/contracts/follow-up';
import { ticketStatuses } from '@app/contracts/support.contract';
import { type WorkQueueGroup, workQueueStatusRules } from '@app/contracts/work-queue.contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../test/test-database';

/**
 * The database's functions get the contracts' status groups and FCRA days at migrate time; here
 * the migrated functions are asked, status by status, and must answer as the contracts do.
 */
describe.each(testDatabaseKinds())('rules shared by TypeScript and SQL on %s', (kind) => {
  let db: TestDatabase;
  type Row = Record<string, unknown>;
  const rows = async <T extends Row>(query: ReturnType<typeof sql>) =>
    ((await db.db.execute(query)) as unknown as { rows: T[] }).rows;
  const isIn = (list: readonly string[], value: string) => list.includes(value);

  beforeAll(async () => {
    db = await createTestDatabase(kind, { seed: false });
  });
  afterAll(() => db?.close());

  it('counts a dispute open in the tracking counters exactly when the contracts call it open', async () => {
    for (const status of disputeStatuses) {
      const [row] = await rows<{ open: boolean }>(sql`select tracking_count_key_status(${status}) as open`);
      expect(row?.open, status).toBe(isIn(openDisputeStatuses, status));
    }
  });

  it('puts a dispute or ticket in the work-queue groups the contracts name for its status', async () => {
    const groupsOf = async (table: 'disputes' | 'support_tickets', record: Row) =>
      (
        await rows<{ group_name: WorkQueueGroup }>(
          sql`select s.group_name from ${sql.raw(`work_queue_slots_${table}`)}(jsonb_populate_record(null::${sql.raw(table)}, ${JSON.stringify(record)}::jsonb)) s`,
        )
      )
        .map((r) => r.group_name)
        .sort();
    const letter = {
      alert_sent: false,
      follow_up_date: '2026-01-15',
      delivery_date: '2026-01-01',
      mailed_by: 'COMPANY',
    };
    const rule = workQueueStatusRules;
    for (const status of disputeStatuses) {
      const unapproved: WorkQueueGroup[] = [];
      if (isIn(rule.AWAITING_APPROVAL.in, status)) unapproved.push('AWAITING_APPROVAL');
      if (isIn(rule.MAILED_UNDELIVERED.in, status)) unapproved.push('MAILED_UNDELIVERED');
      if (!isIn(rule.FOLLOW_UP_DUE.notIn, status)) unapproved.push('FOLLOW_UP_DUE');
      if (isIn(rule.BUREAU_ANSWER_OVERDUE.in, status)) unapproved.push('BUREAU_ANSWER_OVERDUE');
      expect(await groupsOf('disputes', { ...letter, status }), status).toEqual(unapproved.sort());
      const approved = unapproved.filter((g) => g !== 'AWAITING_APPROVAL');
      if (isIn(rule.APPROVED_UNMAILED.in, status)) approved.push('APPROVED_UNMAILED');
      expect(
        await groupsOf('disputes', { ...letter, status, consumer_approved_at: '2026-01-01T00:00:00Z' }),
        `${status}, approved`,
      ).toEqual(approved.sort());
    }
    for (const status of ticketStatuses) {
      expect(await groupsOf('support_tickets', { status }), status).toEqual(
        isIn(rule.OPEN_TICKET.in, status) ? ['OPEN_TICKET'] : [],
      );
    }
  });

  it("keeps a client's open disputes and the bureau's answer date by the contracts' groups and days", async () => {
    const [client] = await rows<{ id: number }>(sql`
      insert into users (first_name, last_name, email, password_hash)
      values ('Rule', 'Client', 'rule-client@example.com', 'x') returning id`);
    const [issue] = await rows<{ id: number }>(sql`
      insert into credit_issues (user_id, type, title, description, creditor, impact, bureaus)
      values (${client?.id}, 'COLLECTION', 'Collection', 'Rule item', 'Acme', 30, '["EQUIFAX"]'::jsonb)
      returning id`);
    // One dispute in each status, each delivered a day later than the one before.
    const delivered = (i: number) => addCalendarDays('2026-03-01', i);
    for (const [i, status] of disputeStatuses.entries()) {
      await db.db.execute(sql`
        insert into disputes (user_id, issue_id, bureau, letter_type, reason, letter_content,
          expected_response, status, delivery_date)
        values (${client?.id}, ${issue?.id}, 'EQUIFAX', 'BUREAU_DISPUTE', 'NOT_MINE', 'Rule letter',
          date '2026-12-31', ${status}, ${delivered(i)})`);
    }
    const [summary] = await rows<{ open: number; due: string }>(sql`
      select open_disputes as open, answer_due_on::text as due from client_summaries where user_id = ${client?.id}`);
    expect(summary?.open).toBe(openDisputeStatuses.length);
    const firstAwaiting = disputeStatuses.findIndex((s) => isIn(disputeStatusGroups.awaitingBureauAnswer, s));
    expect(summary?.due).toBe(addCalendarDays(delivered(firstAwaiting), bureauDeadlineDays));
  });
});
