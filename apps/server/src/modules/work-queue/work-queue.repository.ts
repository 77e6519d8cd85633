import { bureau } from '@app/contracts/bureau-enum';
import type { Bureau } from '@app/contracts/bureaus';
import { type LetterHoldCode, letterHoldCodes } from '@app/contracts/letter-readiness';
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
  bureauResponses,
  creditIssues,
  creditReportUploads,
  disputes,
  supportTickets,
  unreadClientThreads,
  users,
  workQueueTallies,
} from '../../db/schema';
import { workQueueRecordsOf, workQueueTallyDue, workQueueWaiting } from '../../db/work-queue-conditions';

/** One row of a group, before the service turns dates into the company's calendar. */
export interface WorkQueueRow {
  recordId: number;
  clientId: number | null;
  clientName: string | null;
  /** Who the work concerns at a bureau, when it does; the service names it. */
  bureau?: Bureau | null;
  /** The item, file, ticket or answer the work is about. */
  subject: string;
  /** The record's own name where the work is done (a ticket's number). */
  reference?: string;
  /** What holds a letter back before approval or mailing (its client's address or contract). */
  hold?: LetterHoldCode | null;
  /** A timestamp, or a calendar date for groups whose clock runs on dates. */
  waitingSince: Date | string;
  /** Set where the due date is a stored calendar date; otherwise the day it started waiting. */
  dueDate: string | null;
  /** The group's sort key as text (to the microsecond): a cursor's position, with recordId. */
  sortKey: string | null;
}

export type QueueDay = {
  /** The admin asking; their reach is inReachOf's (one organisation today). */
  adminId: number;
  today: string;
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

/** A timestamp: a Date from a row, ISO text inside JSON. */
const timestamp = z.coerce.date();

/** The rows of each kind of page, as the whole queue's statement hands them back in JSON. */
const disputeRow = z.object({
  recordId: z.number(),
  clientId: z.number(),
  clientName: z.string(),
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

/**
 * The clients an admin may work on: the accounts of the admin's own organization that are not an
 * admin's. Those outside that reach are the admins and everyone of another organization; the
 * asking admin is the statements' `adminId` parameter.
 */
const outOfReach = (db: Database) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        eq(users.accessLevel, 'ADMIN'),
        sql`${users.organizationId} <> (select a.organization_id from users a where a.id = ${sql.placeholder('adminId')})`,
      ),
    );
const inReachOf = (db: Database, userId: AnyPgColumn) => notInArray(userId, outOfReach(db));

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

  const disputePage = (group: WorkQueueGroup, key: AnyPgColumn, name: string) =>
    keyset(
      name,
      (after, page) =>
        db
          .select({
            recordId: named(disputes.id, 'recordId'),
            clientId: named(disputes.userId, 'clientId'),
            clientName,
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
                .where(and(inReachOf(db, disputes.userId), waiting(group), after))
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
  const grouped = <R>(
    query: ReturnType<typeof keyset<R>>,
    map: (rows: R[], r: GroupPageRequest) => WorkQueueRow[],
  ) => ({
    page: async (r: GroupPageRequest) => map(await query(r), r),
    firstPage: query.firstPage,
    fromJson: (rows: unknown, r: GroupPageRequest) => map(query.rowsOfJson.parse(rows), r),
  });

  /** A page of report uploads waiting in a group (to confirm, or kept because unreadable), oldest first. */
  const uploadPage = (group: 'REPORT_UNCONFIRMED' | 'REPORT_UNREADABLE', statement: string) => {
    const query = keyset(
      statement,
      (after, page) =>
        db
          .select({
            recordId: named(creditReportUploads.id, 'recordId'),
            clientId: named(creditReportUploads.userId, 'clientId'),
            clientName,
            subject: named(creditReportUploads.fileName, 'subject'),
            waitingSince: named(creditReportUploads.createdAt, 'waitingSince'),
            sortKey: sortKeyOf(creditReportUploads.createdAt),
          })
          .from(creditReportUploads)
          .innerJoin(users, eq(users.id, creditReportUploads.userId))
          .where(and(inReachOf(db, creditReportUploads.userId), waiting(group), after))
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
        subject: z.string(),
        waitingSince: timestamp,
        sortKey: z.string().nullable(),
      }),
    );
    return grouped(query, (rows) => rows.map((x) => ({ ...x, dueDate: null })));
  };

  const groups = {
    REPORT_UNREADABLE: uploadPage('REPORT_UNREADABLE', 'work_queue_report_unreadable'),
    REPORT_UNCONFIRMED: uploadPage('REPORT_UNCONFIRMED', 'work_queue_report_unconfirmed'),

    AWAITING_APPROVAL: (() => {
      const query = disputePage('AWAITING_APPROVAL', disputes.createdAt, 'work_queue_awaiting_approval');
      return grouped(query, (rows) => rows.map((x) => ({ ...x, waitingSince: x.createdAt, dueDate: null })));
    })(),

    APPROVED_UNMAILED: (() => {
      const query = disputePage(
        'APPROVED_UNMAILED',
        disputes.consumerApprovedAt,
        'work_queue_approved_unmailed',
      );
      return grouped(query, (rows) =>
        rows.map((x) => ({ ...x, waitingSince: x.approvedAt ?? x.createdAt, dueDate: null })),
      );
    })(),

    MAILED_UNDELIVERED: (() => {
      const query = disputePage('MAILED_UNDELIVERED', disputes.dateSent, 'work_queue_mailed_undelivered');
      return grouped(query, (rows) =>
        rows.map((x) => ({ ...x, waitingSince: x.dateSent ?? x.createdAt, dueDate: null })),
      );
    })(),

    FOLLOW_UP_DUE: (() => {
      // The index's own order (nulls last), so the page is read off the index without a sort.
      const query = disputePage('FOLLOW_UP_DUE', disputes.followUpDate, 'work_queue_follow_up_due');
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
      );
      return grouped(query, (rows) =>
        // The rule asks for a delivery date, so every row has one.
        rows.map((x) => ({ ...x, waitingSince: x.deliveryDate ?? x.createdAt, dueDate: null })),
      );
    })(),

    RESPONSE_UNANALYSED: (() => {
      const query = keyset(
        'work_queue_response_unanalysed',
        (after, page) =>
          db
            .select({
              recordId: named(bureauResponses.id, 'recordId'),
              clientId: named(bureauResponses.userId, 'clientId'),
              clientName,
              bureau: named(bureauResponses.bureau, 'bureau'),
              subject: named(bureauResponses.responseType, 'subject'),
              waitingSince: named(bureauResponses.responseDate, 'waitingSince'),
              sortKey: sortKeyOf(bureauResponses.responseDate),
            })
            .from(bureauResponses)
            .innerJoin(users, eq(users.id, bureauResponses.userId))
            .where(and(inReachOf(db, bureauResponses.userId), waiting('RESPONSE_UNANALYSED'), after))
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
        'work_queue_open_ticket',
        (after, page) =>
          db
            .select({
              recordId: named(supportTickets.id, 'recordId'),
              clientId: named(supportTickets.userId, 'clientId'),
              clientName: named(supportTickets.customerName, 'clientName'),
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
                or(isNull(supportTickets.userId), inReachOf(db, supportTickets.userId)),
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
        'work_queue_unread_messages',
        (after, page) =>
          db
            .select({
              recordId: named(unreadClientThreads.userId, 'recordId'),
              clientId: named(unreadClientThreads.userId, 'clientId'),
              clientName,
              unread: named(unreadClientThreads.unread, 'unread'),
              waitingSince: named(unreadClientThreads.oldestUnreadAt, 'waitingSince'),
              sortKey: sortKeyOf(unreadClientThreads.oldestUnreadAt),
            })
            .from(unreadClientThreads)
            .innerJoin(users, eq(users.id, unreadClientThreads.userId))
            .where(and(inReachOf(db, unreadClientThreads.userId), waiting('UNREAD_MESSAGES'), after))
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
  } satisfies Record<WorkQueueGroup, ReturnType<typeof grouped>>;

  // Each group's size: the sum of its tallied changes, of those whose day has come, less the
  // records out of the admin's reach (the tallies count every owner's: the admins' own, few, found
  // by index, and other organizations'; the tallies gain an organization with row-level security).
  const due = workQueueTallyDue(today);
  const sizeFieldsOf = (wanted: readonly WorkQueueGroup[]) => ({
    tallied:
      withConstantsInline(sql<unknown>`(select coalesce(json_object_agg(t.group_name, t.total), '{}'::json)
      from (select ${workQueueTallies.group} as group_name, coalesce(sum(${workQueueTallies.change}) filter (where ${due}), 0) as total
            from ${workQueueTallies} where ${inArray(workQueueTallies.group, [...wanted])}
            group by ${workQueueTallies.group}) t)`),
    tallyRows: sql<unknown>`(select count(*) from ${workQueueTallies})`,
    outside: sql<unknown>`json_build_object(${sql.join(
      wanted.map((g) => {
        const { table, owner } = workQueueRecordsOf(g);
        return sql`${sql.raw(`'${g}'`)}, ${countWhere(table, and(inArray(owner, outOfReach(db)), waiting(g)))}`;
      }),
      sql`, `,
    )})`,
  });
  const one = sql`(select 1) as one`;
  // One group's page asks for its own size only.
  const sizeQueries = new Map(
    workQueueGroups.map((g) => [
      g,
      db
        .select(sizeFieldsOf([g]))
        .from(one)
        .prepare(`work_queue_size_${g.toLowerCase()}`),
    ]),
  );
  // The whole queue in one statement: a round trip (and, on PGlite, a call) per group cost more
  // than the groups' reads themselves. Its constants are written into its text (see
  // withConstantsInline), so that only the date stays a parameter.
  const wholeStatement = (page: PageBounds, name: string) =>
    db
      .select({
        ...sizeFieldsOf(workQueueGroups),
        pages: sql<unknown>`json_build_object(${sql.join(
          workQueueGroups.map((g) => sql`${sql.raw(`'${g}'`)}, ${groups[g].firstPage(page)}`),
          sql`, `,
        )})`,
      })
      .from(one)
      .prepare(name);
  const wholeAtAnyPage = wholeStatement(anyPage, 'work_queue_whole');
  // The queue as an admin opens it (its first page) has a statement per page size, with the size
  // in its text too. PostgreSQL then keeps one generic plan for it after a few runs, where with
  // the size as a parameter its generic plan was slower (it cannot know the pages are small) and
  // every run was planned anew: planning the thirty subqueries cost 3-4 ms of the 5 ms a read took.
  const wholeAtFirstPage = new Map<number, ReturnType<typeof wholeStatement>>();
  const wholeFor = (r: GroupPageRequest) => {
    if (r.offset !== 0 || r.limit > maxFirstPageLimit) return wholeAtAnyPage;
    let statement = wholeAtFirstPage.get(r.limit);
    if (!statement) {
      statement = wholeStatement({ limit: r.limit, offset: 0 }, `work_queue_whole_first_${r.limit}`);
      wholeAtFirstPage.set(r.limit, statement);
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
    page: (group: WorkQueueGroup, request: GroupPageRequest) => groups[group].page(request),

    /** One group's exact size on the given day, from the maintained tallies. */
    async size(group: WorkQueueGroup, day: QueueDay) {
      const statement = sizeQueries.get(group);
      const rows = statement ? await statement.execute(day) : [];
      return (await sizesOf(sizeRowOf(rows), [group]))[group] ?? 0;
    },

    /** Every group's first page (by offset) and every group's size, in one statement. */
    async whole(request: GroupPageRequest) {
      const rows = await wholeFor(request).execute(request);
      const found = rows[0] === undefined ? {} : pagesRow.parse(rows[0].pages);
      const pages = {} as Record<WorkQueueGroup, WorkQueueRow[]>;
      for (const g of workQueueGroups) pages[g] = groups[g].fromJson(found[g] ?? [], request);
      return { pages, sizes: await sizesOf(sizeRowOf(rows)) };
    },
  };
}
export type WorkQueueRepository = ReturnType<typeof createWorkQueueRepository>;
