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
 * Client Management's table in one statement. Sorting by a figure needs every client's figure, so
 * each figure is one grouped pass over its table, joined by hash (the open-dispute rows only,
 * through the partial indexes' predicates), never a lookup per client (no N+1); the last activity is
 * one index probe per client on the audit log, which only grows. The total rides on the same
 * statement as a window count taken before the keyset cut. A read model over several modules'
 * tables, as the work queue is.
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
        with clients as (
          select u.id, u.first_name, u.last_name, u.email,
            rep.credit_score as score,
            coalesce(iss.active_items, 0)::int as active_items,
            coalesce(dsp.open_disputes, 0)::int as open_disputes,
            dsp.current_round,
            nxt.kind as next_action,
            nxt.due as next_due,
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
            and (${like}::text is null
              or lower(u.first_name || ' ' || u.last_name || ' ' || u.email) like ${like})
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
