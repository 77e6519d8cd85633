import { scoreChangeBuckets } from '@app/contracts/analytics.contract';
import { bureauCodes } from '@app/contracts/bureaus';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { countedDeletionSql } from '../../db/ledger-sql';
import { rowsOf } from '../../db/typed-sql';
import { fullNameSql } from '../../db/user-columns';

/*
 * Analytics is a read model: it reads other modules' tables (disputes, bureau_responses,
 * credit_issues, score_history, users, ai_feature_uses, bureau_analyses) directly with SQL
 * aggregates, because asking each service for every row would mean loading thousands of records
 * to count them. It never writes. Each query below is one aggregate pass over its table(s);
 * counts are cast to int and averages to float8 so both drivers (pg, PGlite) return numbers.
 * Calendar days are taken in UTC so the figures do not depend on the database's time zone.
 */

const count = z.number();
const bureau = z.enum(bureauCodes);

const disputeFiguresRow = z.object({
  bureau,
  sent: count,
  awaiting: count,
  followUpDue: count,
  followUpDone: count,
  timed: count,
  responseDays: count,
});

const responseFiguresRow = z.object({
  bureau,
  answered: count,
  deleted: count,
  updated: count,
  partial: count,
  verified: count,
  frivolous: count,
});

/** The named figures, then one count per score change bucket (`b0`, `b1`, ...). */
const scoreChangeFiguresRow = z
  .object({
    n: count,
    average: z.number().nullable(),
    median: z.number().nullable(),
    improved: count,
    declined: count,
    unchanged: count,
  })
  .catchall(count);
interface ScoreChangeFiguresRow {
  n: number;
  average: number | null;
  median: number | null;
  improved: number;
  declined: number;
  unchanged: number;
  [bucket: `b${number}`]: number;
}

const aiUseFiguresRow = z.object({ feature: z.string(), engine: z.string(), uses: count, last30Days: count });

const monthFiguresRow = z.object({
  month: z.string(),
  newClients: count,
  disputesCreated: count,
  disputesSent: count,
  responsesReceived: count,
  itemsDeleted: count,
});

const specialistMonthDbRow = z.object({
  month: z.string(),
  specialistId: z.number().nullable(),
  specialistName: z.string().nullable(),
  lettersMailed: count,
  answersReceived: count,
  deletions: count,
});

/** The day a letter started the bureau's clock: delivery when known, else the day it was sent. */
const clockStart = sql`coalesce(delivery_date, (date_sent at time zone 'UTC')::date)`;
/** A response recorded before the clock started is a data entry slip; it is left out of the average. */
const timedAnswer = sql`actual_response is not null and actual_response >= ${clockStart}`;

const bucketCounts = (): SQL =>
  sql.join(
    scoreChangeBuckets.map((b, i) => {
      const lower = b.min === null ? sql`true` : sql`change >= ${b.min}`;
      const upper = b.max === null ? sql`true` : sql`change <= ${b.max}`;
      return sql`count(*) filter (where ${lower} and ${upper})::int as ${sql.identifier(`b${i}`)}`;
    }),
    sql`, `,
  );

export function createAnalyticsRepository(db: Database) {
  return {
    async activeIssues() {
      const [row] = await rowsOf(
        db,
        sql`select count(*)::int as n from credit_issues where status = 'ACTIVE'`,
        z.object({ n: count }),
      );
      return row?.n ?? 0;
    },

    /** One pass over disputes, per bureau: sent, awaiting approval, follow-ups, response days. */
    async disputeFigures(today: string) {
      return rowsOf(
        db,
        sql`
          select bureau,
            count(*) filter (where date_sent is not null or status <> 'PENDING')::int as "sent",
            count(*) filter (where status = 'PENDING' and consumer_approved_at is null
                              and change_request is null)::int as "awaiting",
            count(*) filter (where follow_up_date <= ${today}::date)::int as "followUpDue",
            count(*) filter (where follow_up_date <= ${today}::date and alert_sent)::int as "followUpDone",
            count(*) filter (where ${timedAnswer})::int as "timed",
            coalesce(sum(actual_response - ${clockStart}) filter (where ${timedAnswer}), 0)::int as "responseDays"
          from disputes
          group by bureau`,
        disputeFiguresRow,
      );
    },

    /** One pass over bureau answers, per bureau and response type. */
    async responseFigures() {
      return rowsOf(
        db,
        sql`
          select bureau,
            count(*)::int as "answered",
            count(*) filter (where response_type = 'DELETED')::int as "deleted",
            count(*) filter (where response_type = 'UPDATED')::int as "updated",
            count(*) filter (where response_type = 'PARTIAL')::int as "partial",
            count(*) filter (where response_type = 'VERIFIED')::int as "verified",
            count(*) filter (where response_type = 'FRIVOLOUS')::int as "frivolous"
          from bureau_responses
          group by bureau`,
        responseFiguresRow,
      );
    },

    /**
     * First and latest reading of each client (one grouped pass), then the figures over the changes.
     * A specialist's figure is not a reading, so it never starts or ends a change.
     */
    async scoreChangeFigures() {
      const [row] = await rowsOf(
        db,
        sql`
          with per_client as (
            select (array_agg(h.score order by h.recorded_at desc, h.id desc))[1]
                 - (array_agg(h.score order by h.recorded_at, h.id))[1] as change
            from score_history h
            join users u on u.id = h.user_id and u.access_level <> 'ADMIN'
            where h.source <> 'specialist'
            group by h.user_id
            having count(*) >= 2
          )
          select count(*)::int as "n",
            avg(change)::float8 as "average",
            percentile_cont(0.5) within group (order by change)::float8 as "median",
            count(*) filter (where change > 0)::int as "improved",
            count(*) filter (where change < 0)::int as "declined",
            count(*) filter (where change = 0)::int as "unchanged",
            ${bucketCounts()}
          from per_client`,
        scoreChangeFiguresRow,
      );
      return row as ScoreChangeFiguresRow;
    },

    /** AI feature uses by feature and engine, and bureau analyses counted as 'bureau-analysis'. */
    async aiUseFigures(since: Date) {
      const from = since.toISOString();
      return rowsOf(
        db,
        sql`
          select feature, engine, count(*)::int as "uses",
            count(*) filter (where created_at >= ${from}::timestamptz)::int as "last30Days"
          from ai_feature_uses group by feature, engine
          union all
          select 'bureau-analysis', engine, count(*)::int,
            count(*) filter (where created_at >= ${from}::timestamptz)::int
          from bureau_analyses group by engine
          order by 3 desc, 1, 2`,
        aiUseFiguresRow,
      );
    },

    /**
     * Twelve months from `firstMonth` (yyyy-mm-01, UTC): each source is one grouped pass over the
     * rows of that period, joined onto the list of months so empty months are zeros.
     */
    async monthFigures(firstMonth: string) {
      const start = sql`(${firstMonth}::timestamp at time zone 'UTC')`;
      const month = (column: SQL) => sql`date_trunc('month', ${column} at time zone 'UTC')`;
      return rowsOf(
        db,
        sql`
          select to_char(m.month, 'YYYY-MM') as "month",
            coalesce(c.n, 0)::int as "newClients",
            coalesce(dc.n, 0)::int as "disputesCreated",
            coalesce(ds.n, 0)::int as "disputesSent",
            coalesce(r.n, 0)::int as "responsesReceived",
            coalesce(del.n, 0)::int as "itemsDeleted"
          from generate_series(${firstMonth}::timestamp, ${firstMonth}::timestamp + interval '11 months',
                               interval '1 month') as m(month)
          left join (select ${month(sql`created_at`)} as month, count(*) as n from users
                     where access_level <> 'ADMIN' and created_at >= ${start} group by 1) c using (month)
          left join (select ${month(sql`created_at`)} as month, count(*) as n from disputes
                     where created_at >= ${start} group by 1) dc using (month)
          left join (select ${month(sql`date_sent`)} as month, count(*) as n from disputes
                     where date_sent >= ${start} group by 1) ds using (month)
          left join (select date_trunc('month', response_date::timestamp) as month, count(*) as n
                     from bureau_responses where response_date >= ${firstMonth}::date group by 1) r using (month)
          -- A deletion counts once, as in the specialists' table: seen in a file, not corrected since.
          left join (select date_trunc('month', o.observed_on::timestamp) as month, count(*) as n
                     from dispute_outcomes o
                     where ${countedDeletionSql('o')} and o.observed_on >= ${firstMonth}::date
                     group by 1) del using (month)
          order by m.month`,
        monthFiguresRow,
      );
    },

    /**
     * Twelve months from `firstMonth` (yyyy-mm-01, UTC) per specialist of the letters (the client's
     * specialist when the letter was drafted, as the results by specialist count; null for none):
     * letters mailed, and the answers and deletions of those letters, each counted once, grouped by
     * month and specialist. Only the months and specialists with something counted come back.
     */
    async specialistMonthFigures(firstMonth: string) {
      const start = sql`(${firstMonth}::timestamp at time zone 'UTC')`;
      const end = sql`(${firstMonth}::timestamp + interval '12 months')`;
      return rowsOf(
        db,
        sql`
          with counted as (
            select specialist_id, date_trunc('month', date_sent at time zone 'UTC') as month,
                   1 as mailed, 0 as answered, 0 as deleted
            from disputes where date_sent >= ${start} and date_sent < (${end} at time zone 'UTC')
            union all
            select d.specialist_id, date_trunc('month', r.response_date::timestamp), 0, 1, 0
            from bureau_responses r left join disputes d on d.id = r.dispute_id
            where r.response_date >= ${firstMonth}::date and r.response_date < ${end}::date
            union all
            select d.specialist_id, date_trunc('month', o.observed_on::timestamp), 0, 0, 1
            from dispute_outcomes o left join disputes d on d.id = o.dispute_id
            where ${countedDeletionSql('o')}
              and o.observed_on >= ${firstMonth}::date and o.observed_on < ${end}::date
          )
          select to_char(e.month, 'YYYY-MM') as "month", sp.id as "specialistId",
            ${fullNameSql('sp')} as "specialistName",
            sum(e.mailed)::int as "lettersMailed", sum(e.answered)::int as "answersReceived",
            sum(e.deleted)::int as "deletions"
          from counted e
          left join users sp on sp.id = e.specialist_id
          group by e.month, sp.id, sp.first_name, sp.last_name
          order by e.month desc, sp.id is null, "specialistName", sp.id`,
        specialistMonthDbRow,
      );
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
