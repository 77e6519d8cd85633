import {
  type WorkQueueGroup,
  type WorkQueueRule,
  workQueueGroups,
  workQueueRules,
} from '@app/contracts/work-queue.contract';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import {
  bureauAnswerLetters,
  bureauResponses,
  creditReportUploads,
  disputes,
  mailPieces,
  reinsertionWatches,
  supportTickets,
  unreadClientThreads,
  workQueueTallies,
} from './schema';
import { sqlTextList } from './sql-text-list';

/**
 * The contracts' work-queue rules (workQueueRules) written as SQL, once, for both readers: the
 * repository's page queries test a row against the whole rule today (`workQueueWaiting`), and the
 * database's tally functions (`work_queue_slots_<table>`, whose sources name `{{workQueue.<group>.where}}`
 * and `{{workQueue.<group>.day}}`) say which groups a row is in and from which day, so the tallies
 * can be summed for any later day (`workQueueTallyDue`). The rules' values are written into the
 * text (never parameters), so a partial index of a group's rows serves its page.
 */

/** The table each kind of record is kept in, and the client it belongs to. */
const records = {
  creditReportUpload: { table: creditReportUploads, owner: creditReportUploads.userId },
  dispute: { table: disputes, owner: disputes.userId },
  bureauResponse: { table: bureauResponses, owner: bureauResponses.userId },
  bureauAnswerLetter: { table: bureauAnswerLetters, owner: bureauAnswerLetters.userId },
  supportTicket: { table: supportTickets, owner: supportTickets.userId },
  unreadClientThread: { table: unreadClientThreads, owner: unreadClientThreads.userId },
  reinsertionWatch: { table: reinsertionWatches, owner: reinsertionWatches.userId },
  mailPiece: { table: mailPieces, owner: mailPieces.userId },
} as const satisfies Record<WorkQueueRule['record'], { table: PgTable; owner: AnyPgColumn }>;

/** The table and owner column of a group's records. */
export const workQueueRecordsOf = (group: WorkQueueGroup) => records[workQueueRules[group].record];

/** How a statement names a column: the table's own (a query) or a field of the row `r` (a slot function). */
type ColumnName = (column: AnyPgColumn) => SQL;
const ofTable: ColumnName = (column) => sql`${column}`;
const ofRow: ColumnName = (column) => sql.raw(`r.${column.name}`);

const isSet = (column: SQL, set: boolean) => sql`${column} ${sql.raw(set ? 'is not null' : 'is null')}`;
const inList = (column: SQL, values: readonly string[], negate = false) =>
  sql`${column} ${sql.raw(negate ? 'not in' : 'in')} (${sql.raw(sqlTextList(values))})`;
const allOf = (conditions: SQL[]) => (conditions.length ? sql.join(conditions, sql` and `) : sql`true`);

/** The rule's facts other than its due day. */
function factsOf(rule: WorkQueueRule, c: ColumnName): SQL[] {
  switch (rule.record) {
    case 'creditReportUpload': {
      const facts = [isSet(c(creditReportUploads.confirmedAt), rule.confirmed)];
      // An upload that could not be read keeps its reason in its analysis (analysis.failure).
      if (rule.read !== undefined)
        facts.push(isSet(sql`(${c(creditReportUploads.analysis)}->>'failure')`, !rule.read));
      return facts;
    }
    case 'bureauResponse':
      return [isSet(c(bureauResponses.aiAnalysisId), rule.analysed)];
    case 'bureauAnswerLetter':
      return [isSet(c(bureauAnswerLetters.confirmedAt), rule.confirmed)];
    case 'supportTicket':
      return [inList(c(supportTickets.status), rule.status.in)];
    case 'unreadClientThread':
      return [];
    case 'reinsertionWatch':
      return [
        isSet(c(reinsertionWatches.flaggedOn), rule.flagged),
        isSet(c(reinsertionWatches.letterDisputeId), rule.letterDrafted),
      ];
    case 'mailPiece': {
      const facts: SQL[] = [];
      if (rule.needsAttention !== undefined)
        facts.push(isSet(c(mailPieces.attentionSince), rule.needsAttention));
      if (rule.status) facts.push(inList(c(mailPieces.status), rule.status.in));
      return facts;
    }
    case 'dispute': {
      const facts = [
        'in' in rule.status
          ? inList(c(disputes.status), rule.status.in)
          : inList(c(disputes.status), rule.status.notIn, true),
      ];
      if (rule.approved !== undefined) facts.push(isSet(c(disputes.consumerApprovedAt), rule.approved));
      if (rule.tracked !== undefined) facts.push(isSet(c(disputes.uspsTrackingNumber), rule.tracked));
      if (rule.mailedBy !== undefined) facts.push(inList(c(disputes.mailedBy), [rule.mailedBy]));
      if (rule.followUpCompleted !== undefined) {
        facts.push(sql`${c(disputes.alertSent)} = ${sql.raw(String(rule.followUpCompleted))}`);
      }
      return facts;
    }
  }
}

type Due = NonNullable<Extract<WorkQueueRule, { record: 'dispute' }>['due']>;
const dueOf = (group: WorkQueueGroup): Due | undefined => {
  const rule: WorkQueueRule = workQueueRules[group];
  return rule.record === 'dispute' ? rule.due : undefined;
};

/** Whether a day (a date column, or a tally's day) has come by `today`, for a rule's due day. */
function dayHasCome(due: Due, day: SQL, today: SQLWrapper): SQL {
  return 'from' in due
    ? sql`${day} <= ${today}`
    : sql`${day} < ${today}::date - ${sql.raw(String(due.days))}`;
}

/** The rule's due day, split into the row's own facts and the day it counts from. */
function dueParts(due: Due, c: ColumnName) {
  if ('from' in due) {
    const atOnce = inList(c(disputes.status), due.atOnceIn);
    const date = c(disputes.followUpDate);
    return {
      atOnce,
      date,
      /** In the tallies: no day (due at once), or the date it falls due. */
      day: sql`case when ${atOnce} then null else ${date} end`,
      slotWhere: sql`(${atOnce} or ${date} is not null)`,
    };
  }
  const date = c(disputes.deliveryDate);
  return { atOnce: undefined, date, day: date, slotWhere: sql`${date} is not null` };
}

/** Whether a row of the group's table waits in it today: the whole rule, for a query's `where`. */
export function workQueueWaiting(group: WorkQueueGroup, today: SQLWrapper): SQL {
  const facts = factsOf(workQueueRules[group], ofTable);
  const due = dueOf(group);
  if (due) {
    const { atOnce, date } = dueParts(due, ofTable);
    const come = dayHasCome(due, date, today);
    facts.push(atOnce ? sql`(${atOnce} or ${come})` : come);
  }
  return sql`(${allOf(facts)})`;
}

/**
 * A group whose records wait only once they are older than some minutes (a letter queued too long):
 * the condition on the record's age at `now`, or undefined for the other groups. A day cannot hold
 * it, so the tallies count every record with the group's other facts and the reader subtracts those
 * not old enough yet (few: they are minutes old), and the page asks it beside workQueueWaiting.
 */
export function workQueueOldEnough(group: WorkQueueGroup, now: SQLWrapper): SQL | undefined {
  const rule: WorkQueueRule = workQueueRules[group];
  if (rule.record !== 'mailPiece' || rule.olderThanMinutes === undefined) return undefined;
  return sql`${mailPieces.createdAt} <= ${now}::timestamptz - interval '${sql.raw(String(rule.olderThanMinutes))} minutes'`;
}

/** Which tallied (group, day) rows count today: those without a day, and those whose day has come. */
export function workQueueTallyDue(today: SQLWrapper): SQL {
  const dated = workQueueGroups.flatMap((group) => {
    const due = dueOf(group);
    return due
      ? [
          sql`(${inList(sql`${workQueueTallies.group}`, [group])} and ${dayHasCome(due, sql`${workQueueTallies.day}`, today)})`,
        ]
      : [];
  });
  return sql`(${sql.join([sql`${workQueueTallies.day} is null`, ...dated], sql` or `)})`;
}

const dialect = new PgDialect();
const text = (query: SQL) => dialect.sqlToQuery(query).sql;

/**
 * The slot functions' placeholders: `workQueue.<group>.where`, the row's facts (and that it has a
 * day to fall due, where the group has one), and `workQueue.<group>.day`, that day (null: at once).
 */
export const workQueueSlotSql: Readonly<Record<string, string>> = Object.fromEntries(
  workQueueGroups.flatMap((group) => {
    const facts = factsOf(workQueueRules[group], ofRow);
    const due = dueOf(group);
    const parts = due ? dueParts(due, ofRow) : undefined;
    if (parts) facts.push(parts.slotWhere);
    return [
      [`workQueue.${group}.where`, text(allOf(facts))],
      [`workQueue.${group}.day`, parts ? text(parts.day) : 'null::date'],
    ];
  }),
);
