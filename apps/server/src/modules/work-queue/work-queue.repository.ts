import type { Bureau } from '@app/contracts/bureaus';
import type { LetterHoldCode } from '@app/contracts/letter-readiness';
import {
  workQueueStatusRules as statusRule,
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
  lt,
  lte,
  notInArray,
  or,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
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
  /** today minus the bureau's 30 days: a delivery before it has an overdue answer. */
  answerCutoff: string;
};

/** Where a page by cursor starts: after this sort key (null: among the rows without one) and id. */
export type QueuePosition = { key: string | null; id: number };

export type GroupPageRequest = QueueDay & { limit: number; offset: number; after?: QueuePosition };

/** A page's size and offset in a statement: parameters, or numbers written into its text. */
type PageBounds = { limit: number | Placeholder; offset: number | Placeholder };

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
  withConstantsInline(sql<number>`(select count(*) from ${table} where ${where})`).mapWith(Number);

/**
 * The clients an admin may work on: every account that is not an admin's. There is one
 * organisation for now, so every admin reaches every client; the admin's id is taken so an
 * organisation filter lands in this one place.
 */
const admins = (db: Database) =>
  db.select({ id: users.id }).from(users).where(eq(users.accessLevel, 'ADMIN'));
const inReachOf = (db: Database, userId: AnyPgColumn) => notInArray(userId, admins(db));

/** A first page reads at most this many rows (the largest page and the row past it): one statement each. */
const maxFirstPageLimit = workQueuePageSizeMax + 1;

/**
 * The work queue's reads across modules' tables. Each group's page is one statement served by a
 * partial index that holds only the rows still waiting (so the cost follows the queue, not the
 * history); the groups' sizes are read from tallies the database keeps (schema/work-queue.ts).
 */
export function createWorkQueueRepository(db: Database) {
  // Prepared once per connection: planning these joins cost as much as running them.
  const today = sql.placeholder('today');
  const answerCutoff = sql.placeholder('answerCutoff');
  const anyPage: PageBounds = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };

  /**
   * What makes a record wait in each group, besides being in the admin's reach. The statuses come
   * from the contracts' workQueueStatusRules, as in the tallies' functions
   * (db/sql/functions/work_queue_slots_*.sql); work-queue-tallies.test.ts holds the rest together.
   */
  const waiting = {
    REPORT_UNCONFIRMED: {
      table: creditReportUploads,
      owner: creditReportUploads.userId,
      where: isNull(creditReportUploads.confirmedAt),
    },
    AWAITING_APPROVAL: {
      table: disputes,
      owner: disputes.userId,
      where: and(
        inArray(disputes.status, [...statusRule.AWAITING_APPROVAL.in]),
        isNull(disputes.consumerApprovedAt),
      ),
    },
    APPROVED_UNMAILED: {
      table: disputes,
      owner: disputes.userId,
      where: and(
        inArray(disputes.status, [...statusRule.APPROVED_UNMAILED.in]),
        isNotNull(disputes.consumerApprovedAt),
        isNull(disputes.uspsTrackingNumber),
        // Only the letters the company mails: a self-serve client mails their own.
        eq(disputes.mailedBy, 'COMPANY'),
      ),
    },
    MAILED_UNDELIVERED: {
      table: disputes,
      owner: disputes.userId,
      where: inArray(disputes.status, [...statusRule.MAILED_UNDELIVERED.in]),
    },
    // followUpDue() of contracts, in SQL, less those already marked completed.
    FOLLOW_UP_DUE: {
      table: disputes,
      owner: disputes.userId,
      where: and(
        eq(disputes.alertSent, false),
        notInArray(disputes.status, [...statusRule.FOLLOW_UP_DUE.notIn]),
        or(eq(disputes.status, 'FOLLOW_UP_REQUIRED'), lte(disputes.followUpDate, today)),
      ),
    },
    BUREAU_ANSWER_OVERDUE: {
      table: disputes,
      owner: disputes.userId,
      where: and(
        inArray(disputes.status, [...statusRule.BUREAU_ANSWER_OVERDUE.in]),
        lt(disputes.deliveryDate, answerCutoff),
      ),
    },
    RESPONSE_UNANALYSED: {
      table: bureauResponses,
      owner: bureauResponses.userId,
      where: isNull(bureauResponses.aiAnalysisId),
    },
    OPEN_TICKET: {
      table: supportTickets,
      owner: supportTickets.userId,
      where: inArray(supportTickets.status, [...statusRule.OPEN_TICKET.in]),
    },
    // A client waits here while they have a row: the trigger keeps only clients with unread messages.
    UNREAD_MESSAGES: { table: unreadClientThreads, owner: unreadClientThreads.userId, where: sql`true` },
  } satisfies Record<WorkQueueGroup, { table: PgTable; owner: AnyPgColumn; where: SQL | undefined }>;

  /**
   * A group's page statements: by offset (page numbers), and by keyset after a cursor's position
   * (its sort key and id), which reads no skipped rows. Where the sort key may be null (sorted
   * last), the rows with a key come first and those without follow by id.
   */
  function keyset<R>(
    name: string,
    build: (
      after: SQL | undefined,
      page: PageBounds,
    ) => {
      prepare(name: string): { execute(p: Record<string, unknown>): Promise<R[]> };
    },
    key: AnyPgColumn,
    id: AnyPgColumn,
    keyType: 'timestamptz' | 'date',
    /** The fields that are timestamps: JSON carries them as text. */
    timestamps: string[],
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
    // The page by offset as one JSON array, for the whole queue's single statement.
    const firstPage = (page: PageBounds) => {
      const pageRows = (
        build(undefined, page) as unknown as { as(alias: string): Record<string, SQLWrapper> }
      ).as(`${name}_rows`);
      const fields = Object.keys((pageRows as unknown as { _: { selectedFields: object } })._.selectedFields);
      return withConstantsInline(
        sql<Record<string, unknown>[]>`(select coalesce(json_agg(json_build_object(${sql.join(
          fields.map((f) => sql`${sql.raw(`'${f}'`)}, ${pageRows[f]}`),
          sql`, `,
        )})), '[]'::json) from ${pageRows})`,
      );
    };
    const revive = (row: Record<string, unknown>) => {
      for (const f of timestamps) if (typeof row[f] === 'string') row[f] = new Date(row[f] as string);
      return row as R;
    };
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
    return Object.assign(read, { firstPage, revive });
  }

  const disputePage = (group: keyof typeof waiting, key: AnyPgColumn, name: string) =>
    keyset(
      name,
      (after, page) =>
        db
          .select({
            recordId: disputes.id,
            clientId: disputes.userId,
            clientName,
            bureau: disputes.bureau,
            subject: creditIssues.title,
            dateSent: disputes.dateSent,
            approvedAt: disputes.consumerApprovedAt,
            createdAt: disputes.createdAt,
            followUpDate: disputes.followUpDate,
            deliveryDate: disputes.deliveryDate,
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
                .where(and(inReachOf(db, disputes.userId), waiting[group].where, after))
                .orderBy(asc(key), asc(disputes.id))
                .limit(page.limit)
                .offset(page.offset),
            ),
          )
          .orderBy(asc(key), asc(disputes.id)),
      key,
      disputes.id,
      key === disputes.followUpDate || key === disputes.deliveryDate ? 'date' : 'timestamptz',
      ['dateSent', 'approvedAt', 'createdAt'],
    );

  /** A group's page reads and the mapping of its rows into the queue's. */
  const grouped = <R>(
    query: ReturnType<typeof keyset<R>>,
    map: (rows: R[], r: GroupPageRequest) => WorkQueueRow[],
  ) => ({
    page: async (r: GroupPageRequest) => map(await query(r), r),
    firstPage: query.firstPage,
    fromJson: (rows: Record<string, unknown>[], r: GroupPageRequest) => map(rows.map(query.revive), r),
  });

  const groups = {
    REPORT_UNCONFIRMED: (() => {
      const query = keyset(
        'work_queue_report_unconfirmed',
        (after, page) =>
          db
            .select({
              recordId: creditReportUploads.id,
              clientId: creditReportUploads.userId,
              clientName,
              subject: creditReportUploads.fileName,
              waitingSince: creditReportUploads.createdAt,
              sortKey: sortKeyOf(creditReportUploads.createdAt),
            })
            .from(creditReportUploads)
            .innerJoin(users, eq(users.id, creditReportUploads.userId))
            .where(and(inReachOf(db, creditReportUploads.userId), waiting.REPORT_UNCONFIRMED.where, after))
            .orderBy(asc(creditReportUploads.createdAt), asc(creditReportUploads.id))
            .limit(page.limit)
            .offset(page.offset),
        creditReportUploads.createdAt,
        creditReportUploads.id,
        'timestamptz',
        ['waitingSince'],
      );
      return grouped(query, (rows) => rows.map((x) => ({ ...x, dueDate: null })));
    })(),

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
        rows.map((x) => ({ ...x, waitingSince: x.deliveryDate as string, dueDate: null })),
      );
    })(),

    RESPONSE_UNANALYSED: (() => {
      const query = keyset(
        'work_queue_response_unanalysed',
        (after, page) =>
          db
            .select({
              recordId: bureauResponses.id,
              clientId: bureauResponses.userId,
              clientName,
              bureau: bureauResponses.bureau,
              subject: bureauResponses.responseType,
              waitingSince: bureauResponses.responseDate,
              sortKey: sortKeyOf(bureauResponses.responseDate),
            })
            .from(bureauResponses)
            .innerJoin(users, eq(users.id, bureauResponses.userId))
            .where(and(inReachOf(db, bureauResponses.userId), waiting.RESPONSE_UNANALYSED.where, after))
            .orderBy(asc(bureauResponses.responseDate), asc(bureauResponses.id))
            .limit(page.limit)
            .offset(page.offset),
        bureauResponses.responseDate,
        bureauResponses.id,
        'date',
        [],
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
              recordId: supportTickets.id,
              clientId: supportTickets.userId,
              clientName: supportTickets.customerName,
              subject: sql<string>`${supportTickets.ticketNumber} || ': ' || ${supportTickets.title}`.as(
                'subject',
              ),
              reference: supportTickets.ticketNumber,
              waitingSince: supportTickets.createdAt,
              sortKey: sortKeyOf(supportTickets.createdAt),
            })
            .from(supportTickets)
            .where(
              and(
                waiting.OPEN_TICKET.where,
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
        ['waitingSince'],
      );
      return grouped(query, (rows) => rows.map((x) => ({ ...x, dueDate: null })));
    })(),

    UNREAD_MESSAGES: (() => {
      const query = keyset(
        'work_queue_unread_messages',
        (after, page) =>
          db
            .select({
              recordId: unreadClientThreads.userId,
              // Aliased: the whole queue reads this page as a subquery, where two user_id would clash.
              clientId: sql<number>`${unreadClientThreads.userId}`.as('clientId'),
              clientName,
              unread: unreadClientThreads.unread,
              waitingSince: unreadClientThreads.oldestUnreadAt,
              sortKey: sortKeyOf(unreadClientThreads.oldestUnreadAt),
            })
            .from(unreadClientThreads)
            .innerJoin(users, eq(users.id, unreadClientThreads.userId))
            .where(and(inReachOf(db, unreadClientThreads.userId), after))
            .orderBy(asc(unreadClientThreads.oldestUnreadAt), asc(unreadClientThreads.userId))
            .limit(page.limit)
            .offset(page.offset),
        unreadClientThreads.oldestUnreadAt,
        unreadClientThreads.userId,
        'timestamptz',
        ['waitingSince'],
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
  // admins' own records (the tallies count every owner's; an admin's are few, found by index).
  const due = or(
    isNull(workQueueTallies.day),
    and(eq(workQueueTallies.group, 'FOLLOW_UP_DUE'), lte(workQueueTallies.day, today)),
    and(eq(workQueueTallies.group, 'BUREAU_ANSWER_OVERDUE'), lt(workQueueTallies.day, answerCutoff)),
  );
  const sizeFieldsOf = (wanted: readonly WorkQueueGroup[]) => ({
    tallied: withConstantsInline(sql<
      Record<string, number | string>
    >`(select coalesce(json_object_agg(t.group_name, t.total), '{}'::json)
      from (select ${workQueueTallies.group} as group_name, coalesce(sum(${workQueueTallies.change}) filter (where ${due}), 0) as total
            from ${workQueueTallies} where ${inArray(workQueueTallies.group, [...wanted])}
            group by ${workQueueTallies.group}) t)`),
    tallyRows: sql<number>`(select count(*) from ${workQueueTallies})`.mapWith(Number),
    ...(Object.fromEntries(
      wanted.map((g) => {
        const { table, owner, where } = waiting[g];
        return [`admins_${g}`, countWhere(table, and(inArray(owner, admins(db)), where))];
      }),
    ) as Record<`admins_${WorkQueueGroup}`, SQL<number>>),
  });
  type SizeRow = { tallied: Record<string, number | string>; tallyRows: number } & Record<
    `admins_${WorkQueueGroup}`,
    number
  >;
  const one = sql`(select 1) as one`;
  // One group's page asks for its own size only.
  const sizeQueries = Object.fromEntries(
    workQueueGroups.map((g) => [
      g,
      db
        .select(sizeFieldsOf([g]))
        .from(one)
        .prepare(`work_queue_size_${g.toLowerCase()}`),
    ]),
  ) as unknown as Record<WorkQueueGroup, { execute(p: QueueDay): Promise<unknown[]> }>;
  // The whole queue in one statement: a round trip (and, on PGlite, a call) per group cost more
  // than the groups' reads themselves. Its constants are written into its text (see
  // withConstantsInline), so that only the two dates stay parameters.
  const wholeStatement = (page: PageBounds, name: string) => {
    const fields = {
      ...sizeFieldsOf(workQueueGroups),
      ...(Object.fromEntries(workQueueGroups.map((g) => [g, groups[g].firstPage(page)])) as Record<
        WorkQueueGroup,
        SQL<Record<string, unknown>[]>
      >),
    };
    return db.select(fields).from(one).prepare(name);
  };
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

  async function sizesOf(
    row: SizeRow | undefined,
    wanted: readonly WorkQueueGroup[] = workQueueGroups,
  ): Promise<Partial<Record<WorkQueueGroup, number>>> {
    const sizes: Partial<Record<WorkQueueGroup, number>> = {};
    for (const g of wanted) {
      sizes[g] = Number(row?.tallied[g] ?? 0) - Number(row?.[`admins_${g}`] ?? 0);
    }
    await foldKeptCountIfLong(db, 'work_queue_tallies', row?.tallyRows ?? 0);
    return sizes;
  }

  return {
    page: (group: WorkQueueGroup, request: GroupPageRequest) => groups[group].page(request),

    /** One group's exact size on the given day, from the maintained tallies. */
    size: async (group: WorkQueueGroup, day: QueueDay) =>
      (await sizesOf((await sizeQueries[group].execute(day))[0] as SizeRow | undefined, [group]))[group] ?? 0,

    /** Every group's first page (by offset) and every group's size, in one statement. */
    async whole(request: GroupPageRequest) {
      const [row] = (await wholeFor(request).execute(request)) as unknown as (SizeRow &
        Record<WorkQueueGroup, Record<string, unknown>[] | string>)[];
      const pages = {} as Record<WorkQueueGroup, WorkQueueRow[]>;
      for (const g of workQueueGroups) {
        const json = row?.[g] ?? [];
        // node-postgres parses json; PGlite hands some json back as text.
        pages[g] = groups[g].fromJson(typeof json === 'string' ? JSON.parse(json) : json, request);
      }
      return { pages, sizes: await sizesOf(row) };
    },
  };
}
export type WorkQueueRepository = ReturnType<typeof createWorkQueueRepository>;
