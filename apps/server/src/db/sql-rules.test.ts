import { mailPieceStatuses } from '@app/contracts/certified-mail.contract';
import { disputeStatusGroups, openDisputeStatuses } from '@app/contracts/dispute-counts';
import { disputeStatuses } from '@app/contracts/disputes.contract';
import { addCalendarDays, bureauDeadlineDays } from '@app/contracts/follow-up';
import { letterMailers } from '@app/contracts/letter-readiness';
import { ticketStatuses } from '@app/contracts/support.contract';
import { type WorkQueueRule, workQueueGroups, workQueueRules } from '@app/contracts/work-queue.contract';
import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../test/test-database';
import { rowsOf } from './typed-sql';
import { workQueueRecordsOf, workQueueTallyDue, workQueueWaiting } from './work-queue-conditions';

type Row = Record<string, unknown>;
const both = [false, true];

/** Records of each kind with every combination of the facts a work-queue rule may ask about. */
const recordsFor: Record<WorkQueueRule['record'], Row[]> = {
  dispute: disputeStatuses.flatMap((status) =>
    both.flatMap((approved) =>
      both.flatMap((tracked) =>
        letterMailers.flatMap((mailed_by) =>
          both.flatMap((alert_sent) =>
            [null, '2026-01-15'].flatMap((follow_up_date) =>
              [null, '2026-01-01'].map((delivery_date) => ({
                status,
                consumer_approved_at: approved ? '2026-01-02T10:00:00Z' : null,
                usps_tracking_number: tracked ? '9400100000000000000000' : null,
                mailed_by,
                alert_sent,
                follow_up_date,
                delivery_date,
              })),
            ),
          ),
        ),
      ),
    ),
  ),
  creditReportUpload: [null, '2026-01-02T10:00:00Z'].flatMap((confirmed_at) =>
    [{}, { failure: null }, { failure: { reason: 'PASSWORD_PROTECTED' } }].map((analysis) => ({
      confirmed_at,
      analysis,
    })),
  ),
  bureauResponse: [{ ai_analysis_id: null }, { ai_analysis_id: 1 }],
  bureauAnswerLetter: [{ confirmed_at: null }, { confirmed_at: '2026-01-02T10:00:00Z' }],
  supportTicket: ticketStatuses.map((status) => ({ status })),
  unreadClientThread: [{ unread: 1 }],
  reinsertionWatch: [null, '2026-01-10'].flatMap((flagged_on) =>
    [null, 1].map((letter_dispute_id) => ({ flagged_on, letter_dispute_id })),
  ),
  mailPiece: mailPieceStatuses.flatMap((status) =>
    [null, '2026-01-02T10:00:00Z'].map((attention_since) => ({ status, attention_since })),
  ),
};

/** The contracts' rule read directly: does the record wait in the group today? */
function waitsIn(rule: WorkQueueRule, r: Row, today: string): boolean {
  const set = (field: string) => r[field] !== null && r[field] !== undefined;
  const statusIn = (list: readonly string[]) => list.includes(String(r.status));
  switch (rule.record) {
    case 'creditReportUpload':
      return (
        set('confirmed_at') === rule.confirmed &&
        (rule.read === undefined || !(r.analysis as { failure?: unknown }).failure === rule.read)
      );
    case 'bureauResponse':
      return set('ai_analysis_id') === rule.analysed;
    case 'bureauAnswerLetter':
      return set('confirmed_at') === rule.confirmed;
    case 'supportTicket':
      return statusIn(rule.status.in);
    case 'unreadClientThread':
      return true;
    case 'reinsertionWatch':
      return set('flagged_on') === rule.flagged && set('letter_dispute_id') === rule.letterDrafted;
    case 'mailPiece':
      // The age (olderThanMinutes) is asked at read time beside the rule (workQueueOldEnough).
      return (
        (rule.needsAttention === undefined || set('attention_since') === rule.needsAttention) &&
        (rule.status === undefined || statusIn(rule.status.in))
      );
    case 'dispute': {
      if ('in' in rule.status ? !statusIn(rule.status.in) : statusIn(rule.status.notIn)) return false;
      if (rule.approved !== undefined && set('consumer_approved_at') !== rule.approved) return false;
      if (rule.tracked !== undefined && set('usps_tracking_number') !== rule.tracked) return false;
      if (rule.mailedBy !== undefined && r.mailed_by !== rule.mailedBy) return false;
      if (rule.followUpCompleted !== undefined && r.alert_sent !== rule.followUpCompleted) return false;
      const due = rule.due;
      if (!due) return true;
      if ('from' in due) {
        const date = r.follow_up_date as string | null;
        return statusIn(due.atOnceIn) || (date !== null && date <= today);
      }
      const date = r.delivery_date as string | null;
      return date !== null && addCalendarDays(date, due.days) < today;
    }
  }
}

/**
 * The database's functions get the contracts' status groups and FCRA days at migrate time; here
 * the migrated functions are asked, status by status, and must answer as the contracts do.
 */
describe.each(testDatabaseKinds())('rules shared by TypeScript and SQL on %s', (kind) => {
  let db: TestDatabase;
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

  it("puts a record in a work-queue group exactly when the contracts' rule says, in the pages' SQL and in the tallies'", async () => {
    const days = ['2026-01-14', '2026-01-15', '2026-01-31', '2026-02-01'];
    for (const group of workQueueGroups) {
      const rule: WorkQueueRule = workQueueRules[group];
      const table = getTableName(workQueueRecordsOf(group).table);
      const records = recordsFor[rule.record];
      const rowOf = sql.identifier(table);
      for (const today of days) {
        // Each record as a row of its table, tested by the pages' condition (`live`, where null is
        // false as in a where clause) and by its slots from the tallies' function, counted as the
        // tallies' sum counts them (`tallied`).
        const answers = await rowsOf(
          db.db,
          sql`select ${rowOf}.i, coalesce(${workQueueWaiting(group, sql`${today}::date`)}, false) as live,
            exists (select 1 from ${sql.raw(`work_queue_slots_${table}`)}(jsonb_populate_record(null::${sql.raw(table)}, ${rowOf}.j))
              as work_queue_tallies (group_name, day)
              where work_queue_tallies.group_name = ${group} and ${workQueueTallyDue(sql`${today}::date`)}) as tallied
          from (select e.i, e.j, (jsonb_populate_record(null::${sql.raw(table)}, e.j)).*
                from jsonb_array_elements(${JSON.stringify(records)}::jsonb) with ordinality e (j, i)) as ${rowOf}
          order by ${rowOf}.i`,
          z.object({ i: z.coerce.number(), live: z.boolean(), tallied: z.boolean() }),
        );
        expect(answers).toHaveLength(records.length);
        for (const [n, record] of records.entries()) {
          const expected = waitsIn(rule, record, today);
          const answer = answers[n];
          expect(answer?.live, `${group} on ${today}, page: ${JSON.stringify(record)}`).toBe(expected);
          expect(answer?.tallied, `${group} on ${today}, tallies: ${JSON.stringify(record)}`).toBe(expected);
        }
      }
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
