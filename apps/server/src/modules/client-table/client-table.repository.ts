import type { ClientTableSort, NextAction } from '@app/contracts/client-table.contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const containing = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type ClientTableFilters = {
  search?: string;
  nextAction?: NextAction | 'NONE';
  hasOpenDisputes?: boolean;
  minScore?: number;
  maxScore?: number;
};

/** Where the previous page ended: the sort key's value (as text) and the client's id. */
export type KeysetPosition = { key: string; id: number };

export type ClientTableRequest = ClientTableFilters & {
  sort: ClientTableSort;
  dir: 'asc' | 'desc';
  limit: number;
  after?: KeysetPosition;
  /** The company's time zone: timestamps become the calendar dates the clocks count. */
  timeZone: string;
};

export type ClientTableDbRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  score: number | null;
  active_items: number;
  open_disputes: number;
  current_round: number | null;
  next_action: NextAction | null;
  next_due: string | null;
  last_activity: Date | string;
  sort_key: string;
  total: number;
};

/**
 * Each column's sort key. Empty values sort last in either direction, so a key never is null and
 * the keyset comparison (key, id) > (after.key, after.id) stays a plain row comparison.
 */
const sortKeys: Record<ClientTableSort, { expr: string; type: string; last: { asc: string; desc: string } }> =
  {
    name: { expr: `lower(last_name || ' ' || first_name)`, type: 'text', last: { asc: `'~'`, desc: `''` } },
    score: { expr: 'score', type: 'int', last: { asc: '100000', desc: '-1' } },
    activeItems: { expr: 'active_items', type: 'int', last: { asc: '0', desc: '0' } },
    openDisputes: { expr: 'open_disputes', type: 'int', last: { asc: '0', desc: '0' } },
    round: { expr: 'current_round', type: 'int', last: { asc: '100000', desc: '-1' } },
    nextDue: { expr: 'next_due', type: 'date', last: { asc: `'9999-12-31'`, desc: `'0001-01-01'` } },
    lastActivity: {
      expr: 'last_activity',
      type: 'timestamptz',
      last: { asc: `'9999-12-31'`, desc: `'0001-01-01'` },
    },
  };

/**
 * Client Management's table in one statement over `client_summaries`, the read model the database
 * keeps per client by triggers in the same transaction as each write (migration `client_summaries`),
 * so a page reads ~5,000 narrow rows instead of computing every client's figures. Names, email and
 * access level are read live from users. The next action's clocks are stored as raw instants and
 * dates, turned here into the calendar dates of the company's time zone; the earliest is the next
 * action, ties going to the kind first in alphabetical order. The total rides on the same statement
 * as a window count taken before the keyset cut; it needs every filtered row, so a sort index would
 * not spare the scan.
 */
export function createClientTableRepository(db: Database) {
  return {
    async page(r: ClientTableRequest): Promise<ClientTableDbRow[]> {
      const like = r.search ? containing(r.search) : null;
      const sk = sortKeys[r.sort];
      const key = sql.raw(`coalesce(${sk.expr}, ${sk.last[r.dir]}::${sk.type})`);
      const dir = sql.raw(r.dir);
      const filters: SQL[] = [sql`true`];
      if (r.nextAction === 'NONE') filters.push(sql`next_action is null`);
      else if (r.nextAction) filters.push(sql`next_action = ${r.nextAction}`);
      if (r.hasOpenDisputes !== undefined) {
        filters.push(r.hasOpenDisputes ? sql`open_disputes > 0` : sql`open_disputes = 0`);
      }
      if (r.minScore !== undefined) filters.push(sql`score >= ${r.minScore}`);
      if (r.maxScore !== undefined) filters.push(sql`score <= ${r.maxScore}`);
      const after = r.after
        ? sql`where (sort_key, id) ${sql.raw(r.dir === 'asc' ? '>' : '<')} (${r.after.key}::${sql.raw(sk.type)}, ${r.after.id}::int)`
        : sql``;
      const tz = r.timeZone;
      const result = await db.execute(sql`
        with dated as (
          select u.id, u.first_name, u.last_name, u.email, s.score, s.active_items, s.open_disputes,
            s.current_round, s.last_activity,
            (s.approval_waiting_since at time zone ${tz})::date as awaiting_approval,
            s.answer_due_on as bureau_answer,
            (s.delivery_waiting_since at time zone ${tz})::date as confirm_delivery,
            (s.report_waiting_since at time zone ${tz})::date as confirm_report,
            s.follow_up_on as follow_up,
            (s.mailing_waiting_since at time zone ${tz})::date as mail_letter
          from client_summaries s join users u on u.id = s.user_id
          where u.access_level <> 'ADMIN'
            and (${like}::text is null
              or lower(u.first_name || ' ' || u.last_name || ' ' || u.email) like ${like})
        ),
        clients as (
          select *,
            case least(awaiting_approval, bureau_answer, confirm_delivery, confirm_report, follow_up, mail_letter)
              when awaiting_approval then 'AWAITING_APPROVAL'
              when bureau_answer then 'BUREAU_ANSWER'
              when confirm_delivery then 'CONFIRM_DELIVERY'
              when confirm_report then 'CONFIRM_REPORT'
              when follow_up then 'FOLLOW_UP'
              when mail_letter then 'MAIL_LETTER'
            end as next_action,
            least(awaiting_approval, bureau_answer, confirm_delivery, confirm_report, follow_up, mail_letter)
              as next_due
          from dated
        ),
        counted as (
          select *, ${key} as sort_key, count(*) over () as total
          from clients where ${sql.join(filters, sql` and `)}
        )
        select id, first_name, last_name, email, score, active_items, open_disputes, current_round,
          next_action, to_char(next_due, 'YYYY-MM-DD') as next_due, last_activity,
          sort_key::text as sort_key, total::int as total
        from counted ${after}
        order by sort_key ${dir}, id ${dir}
        limit ${r.limit + 1}
      `);
      return rowsOf<ClientTableDbRow>(result);
    },
  };
}
export type ClientTableRepository = ReturnType<typeof createClientTableRepository>;
