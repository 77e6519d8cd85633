import { type ClientTableSort, type NextAction, nextActions } from '@app/contracts/client-table.contract';
import { creditReportSources } from '@app/contracts/credit-figures';
import type { AssignmentFilter } from '@app/contracts/team-roles';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { containing } from '../../db/search-pattern';
import { rowsOf } from '../../db/typed-sql';
import { fullNameSql } from '../../db/user-columns';

type ClientTableFilters = {
  search?: string;
  /** Whose clients: assigned to the viewer, to no one, or everyone's. */
  assigned?: { filter: AssignmentFilter; viewerId: number };
  nextAction?: NextAction | 'NONE';
  hasOpenDisputes?: boolean;
  minScore?: number;
  maxScore?: number;
};

/** Where the previous page ended: the sort key's value (as text) and the client's id. */
export type KeysetPosition = { key: string; id: number };

export type ClientTableRequest = ClientTableFilters & {
  organizationId: number;
  sort: ClientTableSort;
  dir: 'asc' | 'desc';
  limit: number;
  after?: KeysetPosition;
  /** The company's time zone: timestamps become the calendar dates the clocks count. */
  timeZone: string;
};

const clientTableDbRow = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  score: z.number().nullable(),
  score_source: z.enum(creditReportSources).nullable(),
  active_items: z.number(),
  open_disputes: z.number(),
  current_round: z.number().nullable(),
  next_action: z.enum(nextActions).nullable(),
  next_due: z.string().nullable(),
  last_activity: z.union([z.date(), z.string()]),
  sort_key: z.string(),
  total: z.number(),
  specialist_id: z.number().nullable(),
  specialist_name: z.string().nullable(),
});
export type ClientTableDbRow = z.infer<typeof clientTableDbRow>;

/** The earliest due date among the next-action clocks, as dates of the company's time zone. */
const clocks = (tz: string) => ({
  AWAITING_APPROVAL: sql`(s.approval_waiting_since at time zone ${tz})::date`,
  BUREAU_ANSWER: sql`s.answer_due_on`,
  CONFIRM_DELIVERY: sql`(s.delivery_waiting_since at time zone ${tz})::date`,
  CONFIRM_REPORT: sql`(s.report_waiting_since at time zone ${tz})::date`,
  FOLLOW_UP: sql`s.follow_up_on`,
  MAIL_LETTER: sql`(s.mailing_waiting_since at time zone ${tz})::date`,
});
/** Each clock's stored column. */
const rawClocks: Record<NextAction, string> = {
  AWAITING_APPROVAL: 's.approval_waiting_since',
  BUREAU_ANSWER: 's.answer_due_on',
  CONFIRM_DELIVERY: 's.delivery_waiting_since',
  CONFIRM_REPORT: 's.report_waiting_since',
  FOLLOW_UP: 's.follow_up_on',
  MAIL_LETTER: 's.mailing_waiting_since',
};
const nextDue = (tz: string) => sql`least(${sql.join(Object.values(clocks(tz)), sql`, `)})`;
/** The clock due first; a tie goes to the kind first in alphabetical order (the keys' order). */
const nextAction = (tz: string) =>
  sql`case ${nextDue(tz)} ${sql.join(
    Object.entries(clocks(tz)).map(([kind, due]) => sql`when ${due} then ${kind}`),
    sql` `,
  )} end`;
/** No clock running: every raw clock is empty, whatever the time zone. */
const noNextAction = sql`(s.approval_waiting_since, s.answer_due_on, s.delivery_waiting_since,
  s.report_waiting_since, s.follow_up_on, s.mailing_waiting_since) is not distinct from
  (null::timestamptz, null::date, null::timestamptz, null::timestamptz, null::date, null::timestamptz)`;

/**
 * Each column's sort key. Empty values sort last in either direction, so a key never is null and
 * the keyset comparison (key, id) > (after.key, after.id) stays a plain row comparison. The name is
 * never empty and is left bare, so the default sort walks its index.
 */
const sortKeys: Record<
  ClientTableSort,
  { expr: (tz: string) => SQL; type: string; last?: { asc: string; desc: string } }
> = {
  name: { expr: () => sql`s.name_key`, type: 'text' },
  score: { expr: () => sql`s.score`, type: 'int', last: { asc: '100000', desc: '-1' } },
  activeItems: { expr: () => sql`s.active_items`, type: 'int', last: { asc: '0', desc: '0' } },
  openDisputes: { expr: () => sql`s.open_disputes`, type: 'int', last: { asc: '0', desc: '0' } },
  round: { expr: () => sql`s.current_round`, type: 'int', last: { asc: '100000', desc: '-1' } },
  nextDue: { expr: nextDue, type: 'date', last: { asc: `'9999-12-31'`, desc: `'0001-01-01'` } },
  // Never empty (a client's creation at the latest), so bare: the sort walks its index.
  lastActivity: { expr: () => sql`s.last_activity`, type: 'timestamptz' },
};

/**
 * Client Management's table in one statement over `client_summaries`, the read model the database
 * keeps per client by triggers in the same transaction as each write (migration `client_summaries`),
 * so a page reads stored figures instead of computing every client's. Only the page's rows get their
 * next action worked out in the company's time zone (all rows only when it is sorted or filtered
 * on), and only they are joined to users for the names; a search matches users' own stored search
 * text. The total is a count over the same filters without the keyset cut; the default sort walks
 * the name index from the cursor.
 */
export function createClientTableRepository(db: Database) {
  return {
    async page(r: ClientTableRequest): Promise<ClientTableDbRow[]> {
      const tz = r.timeZone;
      const sk = sortKeys[r.sort];
      const key = sk.last
        ? sql`coalesce(${sk.expr(tz)}, ${sql.raw(`${sk.last[r.dir]}::${sk.type}`)})`
        : sk.expr(tz);
      const dir = sql.raw(r.dir);
      // The organization's clients only (the summaries are kept per person, who belongs to one).
      const filters: SQL[] = [
        sql`s.is_client`,
        sql`s.user_id in (select ${users.id} from ${users} where ${users.organizationId} = ${r.organizationId})`,
      ];
      // The same lowered name and e-mail the people list searches (users.search_text), one definition.
      if (r.search) {
        filters.push(
          sql`s.user_id in (select ${users.id} from ${users} where ${users.searchText} like ${containing(r.search)})`,
        );
      }
      if (r.assigned?.filter === 'mine') {
        filters.push(
          sql`s.user_id in (select ${users.id} from ${users} where ${users.organizationId} = ${r.organizationId} and ${users.assignedSpecialistId} = ${r.assigned.viewerId})`,
        );
      } else if (r.assigned?.filter === 'unassigned') {
        filters.push(
          sql`s.user_id in (select ${users.id} from ${users} where ${users.organizationId} = ${r.organizationId} and ${users.assignedSpecialistId} is null)`,
        );
      }
      if (r.nextAction === 'NONE') filters.push(noNextAction);
      else if (r.nextAction) {
        // Its clock must run at all: a cheap test that spares most rows the time-zone arithmetic.
        filters.push(
          sql`${sql.raw(rawClocks[r.nextAction])} is not null and ${nextAction(tz)} = ${r.nextAction}`,
        );
      }
      if (r.hasOpenDisputes !== undefined) {
        filters.push(r.hasOpenDisputes ? sql`s.open_disputes > 0` : sql`s.open_disputes = 0`);
      }
      if (r.minScore !== undefined) filters.push(sql`s.score >= ${r.minScore}`);
      if (r.maxScore !== undefined) filters.push(sql`s.score <= ${r.maxScore}`);
      const where = sql.join(filters, sql` and `);
      const after = r.after
        ? sql`and (${key}, s.user_id) ${sql.raw(r.dir === 'asc' ? '>' : '<')} (${r.after.key}::${sql.raw(sk.type)}, ${r.after.id}::int)`
        : sql``;
      return rowsOf(
        db,
        sql`
        with page as (
          select s.*, ${key} as sort_key from client_summaries s
          where ${where} ${after}
          order by sort_key ${dir}, s.user_id ${dir}
          limit ${r.limit + 1}
        )
        select u.id, u.first_name, u.last_name, u.email, s.score, s.score_source, s.active_items, s.open_disputes,
          s.current_round, ${nextAction(tz)} as next_action, to_char(${nextDue(tz)}, 'YYYY-MM-DD') as next_due,
          s.last_activity, s.sort_key::text as sort_key,
          (select count(*)::int from client_summaries s where ${where}) as total,
          sp.id as specialist_id, ${fullNameSql('sp')} as specialist_name
        from page s join users u on u.id = s.user_id
        left join users sp on sp.id = u.assigned_specialist_id
        order by s.sort_key ${dir}, s.user_id ${dir}
      `,
        clientTableDbRow,
      );
    },
  };
}
export type ClientTableRepository = ReturnType<typeof createClientTableRepository>;
