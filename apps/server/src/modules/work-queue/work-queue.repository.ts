import { type AssignedSpecialist, assignedSpecialist } from '@app/contracts/assigned-specialist';
import { bureau } from '@app/contracts/bureau-enum';
import type { Bureau } from '@app/contracts/bureaus';
import { type MailPieceStatus, mailPieceStatuses } from '@app/contracts/certified-mail.contract';
import { type LetterHoldCode, letterHoldCodes } from '@app/contracts/letter-readiness';
import { type AssignmentFilter, assignmentFilters } from '@app/contracts/team-roles';
import {
  type WorkQueueGroup,
  workQueueGroups,
  workQueuePageSizeMax,
} from '@app/contracts/work-queue.contract';
import {
  and,
  asc,
  eq,
  inArray,
  isNotNull,
  isNull,
  notInArray,
  or,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { foldKeptCountIfLong } from '../../db/kept-counts';
import { letterHoldSql } from '../../db/letter-hold';
import {
  bureauAnswerLetters,
  bureauResponses,
  creditIssues,
  creditReportUploads,
  disputes,
  mailPieces,
  reinsertionWatches,
  supportTickets,
  unreadClientThreads,
  users,
  workQueueTallies,
} from '../../db/schema';
import { fullNameSql } from '../../db/user-columns';
import {
  workQueueOldEnough,
  workQueueRecordsOf,
  workQueueTallyDue,
  workQueueWaiting,
} from '../../db/work-queue-conditions';

/** One row of a group, before the service turns dates into the company's calendar. */
export interface WorkQueueRow {
  recordId: number;
  clientId: number | null;
  clientName: string | null;
  /** The client's specialist (null: no one, or no client). */
  assignedSpecialist: AssignedSpecialist;
  /** Who the work concerns at a bureau, when it does; the service names it. */
  bureau?: Bureau | null;
  /** The item, file, ticket or answer the work is about. */
  subject: string;
  /** The record's own name where the work is done (a ticket's number). */
  reference?: string;
  /** What holds a letter back before approval or mailing (its client's address or contract). */
  hold?: LetterHoldCode | null;
  /** A mail piece's letter, and where the piece stands (its status, attempts and next retry). */
  mail?: { disputeId: number; status: MailPieceStatus; attempts: number; nextAttemptAt: Date | null };
  /** A timestamp, or a calendar date for groups whose clock runs on dates. */
  waitingSince: Date | string;
  /** Set where the due date is a stored calendar date; otherwise the day it started waiting. */
  dueDate: string | null;
  /** The group's sort key as text (to the microsecond): a cursor's position, with recordId. */
  sortKey: string | null;
}

export type QueueDay = {
  /** The team member asking; their reach is inReachOf's (their organization's clients). */
  adminId: number;
  /**
   * The asker's organization, which bounds every record read. A parameter of its own rather than
   * looked up from the asker in each of the whole queue's thirty subqueries: each lookup read
   * `users` once more behind its organization wall.
   */
  organizationId: number;
  today: string;
  /** Whose clients' work: the asker's own (assigned to them), no one's, or everyone's. */
  assigned: AssignmentFilter;
  /** The moment asked about (ISO), for groups that wait from an hour rather than a day. */
  now: string;
};

/** Where a page by cursor starts: after this sort key (null: among the rows without one) and id. */
export type QueuePosition = { key: string | null; id: number };

export type GroupPageRequest = QueueDay & { limit: number; offset: number; after?: QueuePosition };

/** A page's size and offset in a statement: parameters, or numbers written into its text. */
type PageBounds = { limit: number | Placeholder; offset: number | Placeholder };

type DataOf<C extends AnyPgColumn> = C['_']['notNull'] extends true ? C['_']['data'] : C['_']['data'] | null;

/**
 * A column selected under the field's own name (and decoded as the column is): a page's rows then
 * have the same names whether read as rows or, in the whole queue's statement, as JSON objects.
 */
const named = <C extends AnyPgColumn>(column: C, name: string): SQL.Aliased<DataOf<C>> =>
  sql<DataOf<C>>`${column}`.mapWith(column).as(name);

const clientName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`.as('clientName');

/**
 * The owner's name read beside each row, for a page that is not joined to `users`. Behind the
 * organization walls a join to `users` is estimated at a fiftieth of its rows (the planner cannot
 * know that a record's owner is always of the record's organization); on the unread messages'
 * page, ordered by its own index, that estimate chose to read and sort every thread over reading the
 * first few in order: 12 ms instead of 0.2 at 50 organizations.
 */
const clientNameOf = (owner: AnyPgColumn) =>
  sql<string>`(select ${fullNameSql('o')} from users o where o.id = ${owner})`.as('clientName');

/** A sort key as PostgreSQL writes it, so a cursor keeps every microsecond. */
const sortKeyOf = (key: AnyPgColumn) => sql<string | null>`${key}::text`.as('sortKey');

/**
 * SQL with its constants (statuses, groups, roles, page sizes) written into its text rather than
 * sent as parameters; placeholders stay parameters. Wrapped, because Drizzle copies a selected
 * field's chunks into a new SQL, which would drop the flag.
 */
const withConstantsInline = <T>(inner: SQL<T>) => sql<T>`${inner.inlineParams()}`;

/** How many of a table's rows match, as a scalar subquery. */
const countWhere = (table: PgTable, where: SQL | undefined) =>
  withConstantsInline(sql<number>`(select count(*) from ${table} where ${where})`);

/** JSON from the database: node-postgres parses it, PGlite hands some of it back as text. */
const json = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' ? JSON.parse(v) : v), schema);

/** A row's specialist: an object, or JSON text (PGlite). */
const specialistJson = json(assignedSpecialist);

/** A timestamp: a Date from a row, ISO text inside JSON. */
const timestamp = z.coerce.date();

/** The rows of each kind of page, as the whole queue's statement hands them back in JSON. */
const disputeRow = z.object({
  recordId: z.number(),
  clientId: z.number(),
  clientName: z.string(),
  assignedSpecialist: specialistJson,
  bureau,
  subject: z.string(),
  dateSent: timestamp.nullable(),
  approvedAt: timestamp.nullable(),
  createdAt: timestamp,
  followUpDate: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  hold: z.enum(letterHoldCodes).nullable(),
  sortKey: z.string().nullable(),
});

/** The size figures of a statement: tallied changes per group, the records out of reach per group. */
const sizeRow = z.object({
  tallied: json(z.record(z.string(), z.coerce.number())),
  outside: json(z.record(z.string(), z.coerce.number())),
  tallyRows: z.coerce.number(),
});
type SizeRow = z.output<typeof sizeRow>;

/** The asking admin's organization (the statements' `organizationId` parameter). */
const adminsOrganization = sql.placeholder('organizationId');

/** The admins of the asking admin's organization: their own records are tallied but not worked on. */
const adminsOfOrganization = (db: Database) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accessLevel, 'ADMIN'), sql`${users.organizationId} = ${adminsOrganization}`));

/**
 * The records an admin may work on: those of the admin's own organization (by the record's own
 * `organization_id`, which leads each group's partial index) whose owner is not one of its admins
 * (a few, found by index).
 */
const inReachOf = (db: Database, table: PgTable, owner: AnyPgColumn) =>
  and(
    sql`${table}.organization_id = ${adminsOrganization}`,
    or(isNull(owner), notInArray(owner, adminsOfOrganization(db))),
  );

/**
 * Whose clients' records a filter keeps (the asker is the statements' `adminId`): the clients
 * assigned to them (found by the index on the assignment), or the rows of no specialist's client:
 * a ticket from someone who is not a client has none. Everyone's: no further condition.
 */
const assignedTo = (db: Database, filter: AssignmentFilter, owner: AnyPgColumn): SQL | undefined => {
  if (filter === 'everyone') return undefined;
  if (filter === 'mine') {
    return inArray(
      owner,
      db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.assignedSpecialistId, sql.placeholder('adminId'))),
    );
  }
  return or(
    isNull(owner),
    notInArray(
      owner,
      db
        .select({ id: users.id })
        .from(users)
        .where(
          and(sql`${users.organizationId} = ${adminsOrganization}`, isNotNull(users.assignedSpecialistId)),
        ),
    ),
  );
};

/** The records a filter shows the asker: inReachOf's, of the clients the filter keeps. */
const shownTo = (db: Database, filter: AssignmentFilter, table: PgTable, owner: AnyPgColumn) =>
  and(inReachOf(db, table, owner), assignedTo(db, filter, owner));

/** A record's client's specialist, for the page's rows only: one lookup by key per row. */
const specialistOf = (owner: AnyPgColumn) =>
  sql<AssignedSpecialist>`(select json_build_object('id', sp.id, 'name', ${fullNameSql('sp')})
    from users c join users sp on sp.id = c.assigned_specialist_id where c.id = ${owner})`.as(
    'assignedSpecialist',
  );

/** A statement's name under a filter: everyone's keeps the name it had before filters. */
const statementName = (name: string, filter: AssignmentFilter) =>
  filter === 'everyone' ? name : `${name}_${filter}`;

/** A first page reads at most this many rows (the largest page and the row past it): one statement each. */
const maxFirstPageLimit = workQueuePageSizeMax + 1;

/** A group's page statement as the query builder types it: SQL to nest, and a statement to prepare. */
type PageQuery<R> = SQLWrapper & {
  prepare(name: string): { execute(p: Record<string, unknown>): Promise<R[]> };
};

/**
 * The work queue's reads across modules' tables. Each group's page is one statement served by a
 * partial index that holds only the rows still waiting (so the cost follows the queue, not the
 * history); the groups' sizes are read from tallies the database keeps (schema/work-queue.ts).
 * What makes a row wait in a group is the contracts' workQueueRules, written as SQL by
 * db/work-queue-conditions.ts, as the tallies' functions are.
 */
export function createWorkQueueRepository(db: Database) {
  // Prepared once per connection: planning these joins cost as much as running them.
  const today = sql.placeholder('today');
  const anyPage: PageBounds = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
  const waiting = (group: WorkQueueGroup) => workQueueWaiting(group, today);
  const atNow = sql.placeholder('now');

  /**
   * A group's page statements: by offset (page numbers), and by keyset after a cursor's position
   * (its sort key and id), which reads no skipped rows. Where the sort key may be null (sorted
   * last), the rows with a key come first and those without follow by id.
   */
  function keyset<R>(
    name: string,
    build: (after: SQL | undefined, page: PageBounds) => PageQuery<R>,
    key: AnyPgColumn,
    id: AnyPgColumn,
    keyType: 'timestamptz' | 'date',
    /** The page's row, as JSON carries it (timestamps as text). */
    row: z.ZodType<R>,
  ) {
    const afterKey = sql.placeholder('afterKey');
    const afterId = sql.placeholder('afterId');
    const byOffset = build(undefined, anyPage).prepare(name);
    const afterPosition = build(
      sql`(${key}, ${id}) > (${afterKey}::${sql.raw(keyType)}, ${afterId}::int)`,
      anyPage,
    ).prepare(`${name}_after`);
    const nullsAfter = build(and(isNull(key), sql`${id} > ${afterId}::int`), anyPage).prepare(
      `${name}_nulls_after`,
    );
    // The page by offset as one JSON array (each row an object of its fields' names), for the
    // whole queue's single statement.
    const firstPage = (page: PageBounds) =>
      withConstantsInline(
        sql<unknown>`(select coalesce(json_agg(p), '[]'::json) from (${build(undefined, page)}) p)`,
      );
    const read = async (r: GroupPageRequest): Promise<R[]> => {
      if (!r.after) return byOffset.execute(r);
      if (r.after.key === null) return nullsAfter.execute({ ...r, offset: 0, afterId: r.after.id });
      const rows = await afterPosition.execute({
        ...r,
        offset: 0,
        afterKey: r.after.key,
        afterId: r.after.id,
      });
      if (rows.length >= r.limit) return rows;
      return rows.concat(
        await nullsAfter.execute({ ...r, offset: 0, afterId: 0, limit: r.limit - rows.length }),
      );
    };
    return Object.assign(read, { firstPage, rowsOfJson: json(z.array(row)) });
  }

  const disputePage = (group: WorkQueueGroup, key: AnyPgColumn, name: string, assigned: AssignmentFilter) =>
    keyset(
      statementName(name, assigned),
      (after, page) =>
        db
          .select({
            recordId: named(disputes.id, 'recordId'),
            clientId: named(disputes.userId, 'clientId'),
            clientName,
            assignedSpecialist: specialistOf(disputes.userId),
            bureau: named(disputes.bureau, 'bureau'),
            subject: named(creditIssues.title, 'subject'),
            dateSent: named(disputes.dateSent, 'dateSent'),
            approvedAt: named(disputes.consumerApprovedAt, 'approvedAt'),
            createdAt: named(disputes.createdAt, 'createdAt'),
            followUpDate: named(disputes.followUpDate, 'followUpDate'),
            deliveryDate: named(disputes.deliveryDate, 'deliveryDate'),
            hold: letterHoldSql(
              disputes.userId,
              sql`(${disputes.mailedBy} = 'COMPANY' or ${disputes.createdById} is distinct from ${disputes.userId})`,
            ).as('hold'),
            sortKey: sortKeyOf(key),
          })
          .from(disputes)
          .innerJoin(users, eq(users.id, disputes.userId))
          .innerJoin(creditIssues, eq(creditIssues.id, disputes.issueId))
          // The page's ids first, off the group's index alone: rows skipped by an offset are
          // never joined to their client and item (a deep page cost a join per skipped row).
          .where(
            inArray(
              disputes.id,
              db
                .select({ id: disputes.id })
                .from(disputes)
                .where(and(shownTo(db, assigned, disputes, disputes.userId), waiting(group), after))
                .orderBy(asc(key), asc(disputes.id))
                .limit(page.limit)
                .offset(page.offset),
            ),
          )
          .orderBy(asc(key), asc(disputes.id)),
      key,
      disputes.id,
      key === disputes.followUpDate || key === disputes.deliveryDate ? 'date' : 'timestamptz',
      disputeRow,
    );

  /** A group's page reads and the mapping of its rows into the queue's. */
  const grouped = <R extends { assignedSpecialist: AssignedSpecialist }>(
    query: ReturnType<typeof keyset<R>>,
    map: (rows: R[], r: GroupPageRequest) => WorkQueueRow[],
  ) => ({
    page: async (r: GroupPageRequest) =>
      map(
        (await query(r)).map((x) => ({
          ...x,
          assignedSpecialist: specialistJson.parse(x.assignedSpecialist),
        })),
        r,
      ),
    firstPage: query.firstPage,
    fromJson: (rows: unknown, r: GroupPageRequest) => map(query.rowsOfJson.parse(rows), r),
  });

  /** A page of report uploads waiting in a group (to confirm, or kept because unreadable), oldest first. */
  const uploadPage = (
    group: 'REPORT_UNCONFIRMED' | 'REPORT_UNREADABLE',
    statement: string,
    assigned: AssignmentFilter,
  ) => {
    const query = keyset(
      statementName(statement, assigned),
      (after, page) =>
        db
          .select({
            recordId: named(creditReportUploads.id, 'recordId'),
            clientId: named(creditReportUploads.userId, 'clientId'),
            clientName,
            assignedSpecialist: specialistOf(creditReportUploads.userId),
            subject: named(creditReportUploads.fileName, 'subject'),
            waitingSince: named(creditReportUploads.createdAt, 'waitingSince'),
            sortKey: sortKeyOf(creditReportUploads.createdAt),
          })
          .from(creditReportUploads)
          .innerJoin(users, eq(users.id, creditReportUploads.userId))
          .where(
            and(
              shownTo(db, assigned, creditReportUploads, creditReportUploads.userId),
              waiting(group),
              after,
            ),
          )
          .orderBy(asc(creditReportUploads.createdAt), asc(creditReportUploads.id))
          .limit(page.limit)
          .offset(page.offset),
      creditReportUploads.createdAt,
      creditReportUploads.id,
      'timestamptz',
      z.object({
        recordId: z.number(),
        clientId: z.number(),
        clientName: z.string(),
        assignedSpecialist: specialistJson,
        subject: z.string(),
        waitingSince: timestamp,
        sortKey: z.string().nullable(),
      }),
    );
    return grouped(query, (rows) => rows.map((x) => ({ ...x, dueDate: null })));
  };

  /** A page of certified mail pieces waiting in a group, with their letter's client and item. */
  const mailPiecePage = (
    group: 'MAIL_RETURNED' | 'MAIL_QUEUED_TOO_LONG',
    key: typeof mailPieces.attentionSince | typeof mailPieces.createdAt,
    statement: string,
    assigned: AssignmentFilter,
  ) => {
    const query = keyset(
      statementName(statement, assigned),
      (after, page) =>
        db
          .select({
            recordId: named(mailPieces.id, 'recordId'),
            clientId: named(mailPieces.userId, 'clientId'),
            clientName,
            assignedSpecialist: specialistOf(mailPieces.userId),
            bureau: named(disputes.bureau, 'bureau'),
            subject: named(creditIssues.title, 'subject'),
            disputeId: named(mailPieces.disputeId, 'disputeId'),
            status: named(mailPieces.status, 'status'),
            attempts: named(mailPieces.attempts, 'attempts'),
            nextAttemptAt: named(mailPieces.nextAttemptAt, 'nextAttemptAt'),
            waitingSince: sql<Date>`coalesce(${mailPieces.attentionSince}, ${mailPieces.createdAt})`
              .mapWith(mailPieces.createdAt)
              .as('waitingSince'),
            sortKey: sortKeyOf(key),
          })
          .from(mailPieces)
          .innerJoin(users, eq(users.id, mailPieces.userId))
          .innerJoin(disputes, eq(disputes.id, mailPieces.disputeId))
          .innerJoin(creditIssues, eq(creditIssues.id, disputes.issueId))
          .where(
            and(
              shownTo(db, assigned, mailPieces, mailPieces.userId),
              waiting(group),
              workQueueOldEnough(group, atNow),
              after,
            ),
          )
          .orderBy(asc(key), asc(mailPieces.id))
          .limit(page.limit)
          .offset(page.offset),
      key,
      mailPieces.id,
      'timestamptz',
      z.object({
        recordId: z.number(),
        clientId: z.number(),
        clientName: z.string(),
        assignedSpecialist: specialistJson,
        bureau,
        subject: z.string(),
        disputeId: z.number(),
        status: z.enum(mailPieceStatuses),
        attempts: z.number(),
        nextAttemptAt: timestamp.nullable(),
        waitingSince: timestamp,
        sortKey: z.string().nullable(),
      }),
    );
    return grouped(query, (rows) =>
      rows.map(({ disputeId, status, attempts, nextAttemptAt, ...x }) => ({
        ...x,
        mail: { disputeId, status, attempts, nextAttemptAt },
        dueDate: null,
      })),
    );
  };

  /** Each group's page reads under one filter of whose clients' work. */
  const groupsUnder = (assigned: AssignmentFilter) =>
    ({
      REPORT_UNREADABLE: uploadPage('REPORT_UNREADABLE', 'work_queue_report_unreadable', assigned),
      REPORT_UNCONFIRMED: uploadPage('REPORT_UNCONFIRMED', 'work_queue_report_unconfirmed', assigned),

      AWAITING_APPROVAL: (() => {
        const query = disputePage(
          'AWAITING_APPROVAL',
          disputes.createdAt,
          'work_queue_awaiting_approval',
          assigned,
        );
        return grouped(query, (rows) =>
          rows.map((x) => ({ ...x, waitingSince: x.createdAt, dueDate: null })),
        );
      })(),

      APPROVED_UNMAILED: (() => {
        const query = disputePage(
          'APPROVED_UNMAILED',
          disputes.consumerApprovedAt,
          'work_queue_approved_unmailed',
          assigned,
        );
        return grouped(query, (rows) =>
          rows.map((x) => ({ ...x, waitingSince: x.approvedAt ?? x.createdAt, dueDate: null })),
        );
      })(),

      MAILED_UNDELIVERED: (() => {
        const query = disputePage(
          'MAILED_UNDELIVERED',
          disputes.dateSent,
          'work_queue_mailed_undelivered',
          assigned,
        );
        return grouped(query, (rows) =>
          rows.map((x) => ({ ...x, waitingSince: x.dateSent ?? x.createdAt, dueDate: null })),
        );
      })(),

      FOLLOW_UP_DUE: (() => {
        // The index's own order (nulls last), so the page is read off the index without a sort.
        const query = disputePage(
          'FOLLOW_UP_DUE',
          disputes.followUpDate,
          'work_queue_follow_up_due',
          assigned,
        );
        return grouped(query, (rows, r) =>
          rows.map((x) => ({
            ...x,
            waitingSince: x.followUpDate ?? x.createdAt,
            dueDate: x.followUpDate ?? r.today,
          })),
        );
      })(),

      BUREAU_ANSWER_OVERDUE: (() => {
        const query = disputePage(
          'BUREAU_ANSWER_OVERDUE',
          disputes.deliveryDate,
          'work_queue_bureau_answer_overdue',
          assigned,
        );
        return grouped(query, (rows) =>
          // The rule asks for a delivery date, so every row has one.
          rows.map((x) => ({ ...x, waitingSince: x.deliveryDate ?? x.createdAt, dueDate: null })),
        );
      })(),

      REINSERTED_NO_NOTICE: (() => {
        // Oldest flag first: the bureau's breach that has waited longest for its letter.
        const query = keyset(
          statementName('work_queue_reinserted_no_notice', assigned),
          (after, page) =>
            db
              .select({
                recordId: named(reinsertionWatches.id, 'recordId'),
                clientId: named(reinsertionWatches.userId, 'clientId'),
                clientName,
                assignedSpecialist: specialistOf(reinsertionWatches.userId),
                bureau: named(reinsertionWatches.bureau, 'bureau'),
                subject: sql<string>`${reinsertionWatches.item}->>'creditor'`.as('subject'),
                // The rule asks for the flag, so every row has its day.
                waitingSince: sql<string>`${reinsertionWatches.flaggedOn}`.as('waitingSince'),
                dueDate: named(reinsertionWatches.noticeDueOn, 'dueDate'),
                sortKey: sortKeyOf(reinsertionWatches.flaggedOn),
              })
              .from(reinsertionWatches)
              .innerJoin(users, eq(users.id, reinsertionWatches.userId))
              .where(
                and(
                  shownTo(db, assigned, reinsertionWatches, reinsertionWatches.userId),
                  waiting('REINSERTED_NO_NOTICE'),
                  after,
                ),
              )
              .orderBy(asc(reinsertionWatches.flaggedOn), asc(reinsertionWatches.id))
              .limit(page.limit)
              .offset(page.offset),
          reinsertionWatches.flaggedOn,
          reinsertionWatches.id,
          'date',
          z.object({
            recordId: z.number(),
            clientId: z.number(),
            clientName: z.string(),
            assignedSpecialist: specialistJson,
            bureau,
            subject: z.string(),
            waitingSince: z.string(),
            dueDate: z.string(),
            sortKey: z.string().nullable(),
          }),
        );
        // The due day shown is the last day the bureau's notice was on time: the row is overdue.
        return grouped(query, (rows) => rows);
      })(),

      ANSWER_LETTER_TO_CONFIRM: (() => {
        // Oldest upload first; read or not, a person confirms what the letter says.
        const query = keyset(
          statementName('work_queue_answer_letter_to_confirm', assigned),
          (after, page) =>
            db
              .select({
                recordId: named(bureauAnswerLetters.id, 'recordId'),
                clientId: named(bureauAnswerLetters.userId, 'clientId'),
                clientName,
                assignedSpecialist: specialistOf(bureauAnswerLetters.userId),
                bureau: named(bureauAnswerLetters.bureau, 'bureau'),
                subject: named(bureauAnswerLetters.status, 'subject'),
                waitingSince: named(bureauAnswerLetters.createdAt, 'waitingSince'),
                sortKey: sortKeyOf(bureauAnswerLetters.createdAt),
              })
              .from(bureauAnswerLetters)
              .innerJoin(users, eq(users.id, bureauAnswerLetters.userId))
              .where(
                and(
                  shownTo(db, assigned, bureauAnswerLetters, bureauAnswerLetters.userId),
                  waiting('ANSWER_LETTER_TO_CONFIRM'),
                  after,
                ),
              )
              .orderBy(asc(bureauAnswerLetters.createdAt), asc(bureauAnswerLetters.id))
              .limit(page.limit)
              .offset(page.offset),
          bureauAnswerLetters.createdAt,
          bureauAnswerLetters.id,
          'timestamptz',
          z.object({
            recordId: z.number(),
            clientId: z.number(),
            clientName: z.string(),
            assignedSpecialist: specialistJson,
            bureau: bureau.nullable(),
            subject: z.enum(bureauAnswerLetters.status.enumValues),
            waitingSince: timestamp,
            sortKey: z.string().nullable(),
          }),
        );
        return grouped(query, (rows) => rows.map((x) => ({ ...x, dueDate: null })));
      })(),

      RESPONSE_UNANALYSED: (() => {
        const query = keyset(
          statementName('work_queue_response_unanalysed', assigned),
          (after, page) =>
            db
              .select({
                recordId: named(bureauResponses.id, 'recordId'),
                clientId: named(bureauResponses.userId, 'clientId'),
                clientName,
                assignedSpecialist: specialistOf(bureauResponses.userId),
                bureau: named(bureauResponses.bureau, 'bureau'),
                subject: named(bureauResponses.responseType, 'subject'),
                waitingSince: named(bureauResponses.responseDate, 'waitingSince'),
                sortKey: sortKeyOf(bureauResponses.responseDate),
              })
              .from(bureauResponses)
              .innerJoin(users, eq(users.id, bureauResponses.userId))
              .where(
                and(
                  shownTo(db, assigned, bureauResponses, bureauResponses.userId),
                  waiting('RESPONSE_UNANALYSED'),
                  after,
                ),
              )
              .orderBy(asc(bureauResponses.responseDate), asc(bureauResponses.id))
              .limit(page.limit)
              .offset(page.offset),
          bureauResponses.responseDate,
          bureauResponses.id,
          'date',
          z.object({
            recordId: z.number(),
            clientId: z.number(),
            clientName: z.string(),
            assignedSpecialist: specialistJson,
            bureau,
            subject: z.enum(bureauResponses.responseType.enumValues),
            waitingSince: z.string(),
            sortKey: z.string().nullable(),
          }),
        );
        return grouped(query, (rows) => rows.map((x) => ({ ...x, dueDate: null })));
      })(),

      OPEN_TICKET: (() => {
        // A ticket from the public (no account) is still the team's work; one from an admin is not.
        const query = keyset(
          statementName('work_queue_open_ticket', assigned),
          (after, page) =>
            db
              .select({
                recordId: named(supportTickets.id, 'recordId'),
                clientId: named(supportTickets.userId, 'clientId'),
                clientName: named(supportTickets.customerName, 'clientName'),
                assignedSpecialist: specialistOf(supportTickets.userId),
                subject: sql<string>`${supportTickets.ticketNumber} || ': ' || ${supportTickets.title}`.as(
                  'subject',
                ),
                reference: named(supportTickets.ticketNumber, 'reference'),
                waitingSince: named(supportTickets.createdAt, 'waitingSince'),
                sortKey: sortKeyOf(supportTickets.createdAt),
              })
              .from(supportTickets)
              .where(
                and(
                  waiting('OPEN_TICKET'),
                  shownTo(db, assigned, supportTickets, supportTickets.userId),
                  after,
                ),
              )
              .orderBy(asc(supportTickets.createdAt), asc(supportTickets.id))
              .limit(page.limit)
              .offset(page.offset),
          supportTickets.createdAt,
          supportTickets.id,
          'timestamptz',
          z.object({
            recordId: z.number(),
            clientId: z.number().nullable(),
            clientName: z.string(),
            assignedSpecialist: specialistJson,
            subject: z.string(),
            reference: z.string(),
            waitingSince: timestamp,
            sortKey: z.string().nullable(),
          }),
        );
        return grouped(query, (rows) => rows.map((x) => ({ ...x, dueDate: null })));
      })(),

      UNREAD_MESSAGES: (() => {
        const query = keyset(
          statementName('work_queue_unread_messages', assigned),
          (after, page) =>
            db
              .select({
                recordId: named(unreadClientThreads.userId, 'recordId'),
                clientId: named(unreadClientThreads.userId, 'clientId'),
                clientName: clientNameOf(unreadClientThreads.userId),
                assignedSpecialist: specialistOf(unreadClientThreads.userId),
                unread: named(unreadClientThreads.unread, 'unread'),
                waitingSince: named(unreadClientThreads.oldestUnreadAt, 'waitingSince'),
                sortKey: sortKeyOf(unreadClientThreads.oldestUnreadAt),
              })
              .from(unreadClientThreads)
              .where(
                and(
                  shownTo(db, assigned, unreadClientThreads, unreadClientThreads.userId),
                  waiting('UNREAD_MESSAGES'),
                  after,
                ),
              )
              .orderBy(asc(unreadClientThreads.oldestUnreadAt), asc(unreadClientThreads.userId))
              .limit(page.limit)
              .offset(page.offset),
          unreadClientThreads.oldestUnreadAt,
          unreadClientThreads.userId,
          'timestamptz',
          z.object({
            recordId: z.number(),
            clientId: z.number(),
            clientName: z.string(),
            assignedSpecialist: specialistJson,
            unread: z.number(),
            waitingSince: timestamp,
            sortKey: z.string().nullable(),
          }),
        );
        return grouped(query, (rows) =>
          rows.map(({ unread, ...x }) => ({
            ...x,
            subject: unread === 1 ? '1 unread message' : `${unread} unread messages`,
            dueDate: null,
          })),
        );
      })(),

      MAIL_RETURNED: mailPiecePage(
        'MAIL_RETURNED',
        mailPieces.attentionSince,
        'work_queue_mail_returned',
        assigned,
      ),
      MAIL_QUEUED_TOO_LONG: mailPiecePage(
        'MAIL_QUEUED_TOO_LONG',
        mailPieces.createdAt,
        'work_queue_mail_queued_too_long',
        assigned,
      ),
    }) satisfies Record<WorkQueueGroup, ReturnType<typeof grouped>>;
  const groupsBy = {
    everyone: groupsUnder('everyone'),
    mine: groupsUnder('mine'),
    unassigned: groupsUnder('unassigned'),
  } satisfies Record<AssignmentFilter, ReturnType<typeof groupsUnder>>;

  const due = workQueueTallyDue(today);
  // Under Mine or Unassigned the sizes are counted live off the groups' partial indexes (the
  // tallies are kept per organization, not per specialist): those rows are the queue's, not its history.
  const liveSizeFieldsOf = (wanted: readonly WorkQueueGroup[], assigned: AssignmentFilter) => ({
    tallied: sql<unknown>`json_build_object(${sql.join(
      wanted.map((g) => {
        const { table, owner } = workQueueRecordsOf(g);
        const shown = and(shownTo(db, assigned, table, owner), waiting(g), workQueueOldEnough(g, atNow));
        return sql`${sql.raw(`'${g}'`)}, ${countWhere(table, shown)}`;
      }),
      sql`, `,
    )})`,
    outside: sql<unknown>`json_build_object()`,
    tallyRows: sql<unknown>`0`,
  });
  // Everyone's: the sum of the organization's tallied changes, of those whose day has come,
  // less the admins' own records (the tallies count every owner's; admins are few, found by index).
  const talliedSizeFieldsOf = (wanted: readonly WorkQueueGroup[]) => ({
    tallied:
      withConstantsInline(sql<unknown>`(select coalesce(json_object_agg(t.group_name, t.total), '{}'::json)
      from (select ${workQueueTallies.group} as group_name, coalesce(sum(${workQueueTallies.change}) filter (where ${due}), 0) as total
            from ${workQueueTallies} where ${workQueueTallies.organizationId} = ${adminsOrganization}
              and ${inArray(workQueueTallies.group, [...wanted])}
            group by ${workQueueTallies.group}) t)`),
    tallyRows: sql<unknown>`(select count(*) from ${workQueueTallies} where ${workQueueTallies.organizationId} = ${adminsOrganization})`,
    outside: sql<unknown>`json_build_object(${sql.join(
      wanted.map((g) => {
        const { table, owner } = workQueueRecordsOf(g);
        // A group that waits from an hour: its tallies count its records from the start, so
        // those not old enough yet are left out here with the admins' own.
        const oldEnough = workQueueOldEnough(g, atNow);
        const ofAdmins = and(
          sql`${table}.organization_id = ${adminsOrganization}`,
          oldEnough
            ? or(inArray(owner, adminsOfOrganization(db)), sql`not (${oldEnough})`)
            : inArray(owner, adminsOfOrganization(db)),
          waiting(g),
        );
        return sql`${sql.raw(`'${g}'`)}, ${countWhere(table, ofAdmins)}`;
      }),
      sql`, `,
    )})`,
  });
  const sizeFieldsOf = (wanted: readonly WorkQueueGroup[], assigned: AssignmentFilter) =>
    assigned === 'everyone' ? talliedSizeFieldsOf(wanted) : liveSizeFieldsOf(wanted, assigned);
  const one = sql`(select 1) as one`;
  // One group's page asks for its own size only.
  const sizeQueries = new Map(
    assignmentFilters.flatMap((assigned) =>
      workQueueGroups.map(
        (g) =>
          [
            `${g}:${assigned}`,
            db
              .select(sizeFieldsOf([g], assigned))
              .from(one)
              .prepare(statementName(`work_queue_size_${g.toLowerCase()}`, assigned)),
          ] as const,
      ),
    ),
  );
  // The whole queue in one statement: a round trip (and, on PGlite, a call) per group cost more
  // than the groups' reads themselves. Its constants are written into its text (see
  // withConstantsInline), so that only the date stays a parameter.
  const wholeStatement = (page: PageBounds, name: string, assigned: AssignmentFilter) =>
    db
      .select({
        ...sizeFieldsOf(workQueueGroups, assigned),
        pages: sql<unknown>`json_build_object(${sql.join(
          workQueueGroups.map((g) => sql`${sql.raw(`'${g}'`)}, ${groupsBy[assigned][g].firstPage(page)}`),
          sql`, `,
        )})`,
      })
      .from(one)
      .prepare(statementName(name, assigned));
  const wholeAtAnyPage = Object.fromEntries(
    assignmentFilters.map((a) => [a, wholeStatement(anyPage, 'work_queue_whole', a)]),
  ) as Record<AssignmentFilter, ReturnType<typeof wholeStatement>>;
  // The queue as an admin opens it (its first page) has a statement per page size, with the size
  // in its text too. PostgreSQL then keeps one generic plan for it after a few runs, where with
  // the size as a parameter its generic plan was slower (it cannot know the pages are small) and
  // every run was planned anew: planning the thirty subqueries cost 3-4 ms of the 5 ms a read took.
  const wholeAtFirstPage = new Map<string, ReturnType<typeof wholeStatement>>();
  const wholeFor = (r: GroupPageRequest) => {
    if (r.offset !== 0 || r.limit > maxFirstPageLimit) return wholeAtAnyPage[r.assigned];
    const key = `${r.assigned}:${r.limit}`;
    let statement = wholeAtFirstPage.get(key);
    if (!statement) {
      statement = wholeStatement(
        { limit: r.limit, offset: 0 },
        `work_queue_whole_first_${r.limit}`,
        r.assigned,
      );
      wholeAtFirstPage.set(key, statement);
    }
    return statement;
  };
  const pagesRow = json(z.record(z.string(), z.unknown()));

  async function sizesOf(
    row: SizeRow | undefined,
    wanted: readonly WorkQueueGroup[] = workQueueGroups,
  ): Promise<Partial<Record<WorkQueueGroup, number>>> {
    const sizes: Partial<Record<WorkQueueGroup, number>> = {};
    for (const g of wanted) sizes[g] = (row?.tallied[g] ?? 0) - (row?.outside[g] ?? 0);
    await foldKeptCountIfLong(db, 'work_queue_tallies', row?.tallyRows ?? 0);
    return sizes;
  }
  const sizeRowOf = (rows: unknown[]) => (rows[0] === undefined ? undefined : sizeRow.parse(rows[0]));

  return {
    page: (group: WorkQueueGroup, request: GroupPageRequest) =>
      groupsBy[request.assigned][group].page(request),

    /** One group's exact size on the given day, from the maintained tallies. */
    async size(group: WorkQueueGroup, day: QueueDay) {
      const statement = sizeQueries.get(`${group}:${day.assigned}`);
      const rows = statement ? await statement.execute(day) : [];
      return (await sizesOf(sizeRowOf(rows), [group]))[group] ?? 0;
    },

    /** Every group's first page (by offset) and every group's size, in one statement. */
    async whole(request: GroupPageRequest) {
      const rows = await wholeFor(request).execute(request);
      const found = rows[0] === undefined ? {} : pagesRow.parse(rows[0].pages);
      const pages = {} as Record<WorkQueueGroup, WorkQueueRow[]>;
      for (const g of workQueueGroups)
        pages[g] = groupsBy[request.assigned][g].fromJson(found[g] ?? [], request);
      return { pages, sizes: await sizesOf(sizeRowOf(rows)) };
    },
  };
}
export type WorkQueueRepository = ReturnType<typeof createWorkQueueRepository>;
