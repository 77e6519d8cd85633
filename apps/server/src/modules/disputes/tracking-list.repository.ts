import { openDisputeStatuses } from '@app/contracts/dispute-counts';
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { foldKeptCountIfLong } from '../../db/kept-counts';
import { ofOrganization } from '../../db/organization-scope';
import { creditIssues, disputes, trackingCountDeltas, users } from '../../db/schema';
import { sqlTextList } from '../../db/sql-text-list';
import type { PagePosition } from '../../platform/page-cursor';
import { mailedByProductSql } from './disputes.repository';

/** The admin's tracking list: one page of open disputes plus the three counters. */
export function createTrackingListRepository(db: Database) {
  // Written as literals, as in the predicate of `disputes_open_created_idx`, so the planner can
  // prove that index covers the list whatever the statement's parameters.
  const open = sql`${disputes.status} in (${sql.raw(sqlTextList(openDisputeStatuses))})`;
  /** One client's open disputes, or (0) those of every client of the organization. */
  const scope = (userId: number, organizationId: number) =>
    userId > 0
      ? and(eq(disputes.userId, userId), open)
      : and(open, ofOrganization(disputes.userId, organizationId));

  /** One client's counters: their few open disputes, counted from `disputes_user_idx`. */
  const liveCounts = async (userId: number, organizationId: number, today: string) => {
    const [counted] = await db
      .select({
        total: count(),
        beingTracked: sql<number>`count(*) filter (where ${disputes.status} = 'SENT' and ${disputes.uspsTrackingNumber} is not null)::int`,
        delivered: sql<number>`count(*) filter (where ${disputes.status} = 'DELIVERED')::int`,
        needFollowUp: sql<number>`count(*) filter (where ${disputes.status} = 'FOLLOW_UP_REQUIRED' or (${disputes.status} = 'DELIVERED' and ${disputes.followUpDate} <= ${today}))::int`,
      })
      .from(disputes)
      .where(scope(userId, organizationId));
    return counted ?? { total: 0, beingTracked: 0, delivered: 0, needFollowUp: 0 };
  };

  // The organization's counters: the sum of its maintained deltas (a few rows per key), never a pass
  // over every open dispute.
  const d = trackingCountDeltas;
  const allCountsStatement = db
    .select({
      total: sql<number>`coalesce(sum(${d.n}), 0)::int`,
      beingTracked: sql<number>`coalesce(sum(${d.n}) filter (where ${d.status} = 'SENT' and ${d.tracked}), 0)::int`,
      delivered: sql<number>`coalesce(sum(${d.n}) filter (where ${d.status} = 'DELIVERED'), 0)::int`,
      needFollowUp: sql<number>`coalesce(sum(${d.n}) filter (where ${d.status} = 'FOLLOW_UP_REQUIRED' or (${d.status} = 'DELIVERED' and ${d.followUpDate} <= ${sql.placeholder('today')})), 0)::int`,
      deltaRows: sql<number>`count(*)::int`,
    })
    .from(d)
    .where(eq(d.organizationId, sql.placeholder('organizationId')))
    .prepare('tracking_list_all_counts');
  const allCounts = async (organizationId: number, today: string) => {
    const [row] = await allCountsStatement.execute({ organizationId, today });
    const { deltaRows, ...counts } = row ?? {
      total: 0,
      beingTracked: 0,
      delivered: 0,
      needFollowUp: 0,
      deltaRows: 0,
    };
    await foldKeptCountIfLong(db, 'tracking_count_deltas', deltaRows);
    return counts;
  };
  return {
    /**
     * One page, newest first, and the counters. After a cursor the page starts below the cursor's
     * (created_at, id) in the index. By page number, the page's ids are picked from the disputes
     * alone (a deferred join: skipped rows are never joined to their issue and client), and a page in
     * the older half is read from the oldest end, so no page skips more than half the list. One row
     * more than the page is read to know whether another page follows.
     */
    async page(opts: {
      organizationId: number;
      userId: number;
      page: number;
      pageSize: number;
      after?: PagePosition<string>;
      today: string;
    }) {
      // The whole organization's counters are kept; one client's are counted where they lie.
      const counts = await (opts.userId === 0
        ? allCounts(opts.organizationId, opts.today)
        : liveCounts(opts.userId, opts.organizationId, opts.today));

      const where: (SQL | undefined)[] = [scope(opts.userId, opts.organizationId)];
      if (opts.after) {
        where.push(
          sql`(${disputes.createdAt}, ${disputes.id}) < (${opts.after.key}::timestamptz, ${opts.after.id}::int)`,
        );
      }
      const skip = opts.after ? 0 : (opts.page - 1) * opts.pageSize;
      // Rows after this page, counted from the oldest end: when fewer than the rows before it, the
      // page is read oldest first from there and turned around.
      const after = counts.total - skip - opts.pageSize;
      const fromOldest = !opts.after && skip > 0 && skip < counts.total && after < skip;
      const order = fromOldest
        ? [asc(disputes.createdAt), asc(disputes.id)]
        : [desc(disputes.createdAt), desc(disputes.id)];
      const pageIds = db
        .select({ pageId: disputes.id })
        .from(disputes)
        .where(and(...where))
        .orderBy(...order)
        .limit(fromOldest ? Math.min(opts.pageSize, counts.total - skip) : opts.pageSize + 1)
        .offset(fromOldest ? Math.max(0, after) : skip)
        .as('page_ids');
      const rows = await db
        .select({
          dispute: disputes,
          issueTitle: creditIssues.title,
          creditor: creditIssues.creditor,
          mailedByProduct: mailedByProductSql,
          clientName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
          // As text, to the microsecond: the next page's cursor.
          createdAtKey: sql<string>`${disputes.createdAt}::text`,
        })
        .from(pageIds)
        .innerJoin(disputes, eq(disputes.id, pageIds.pageId))
        .innerJoin(creditIssues, eq(creditIssues.id, disputes.issueId))
        .innerJoin(users, eq(users.id, disputes.userId))
        .orderBy(desc(disputes.createdAt), desc(disputes.id));
      return {
        rows: rows.slice(0, opts.pageSize),
        hasMore: fromOldest ? after > 0 : rows.length > opts.pageSize,
        counts,
      };
    },

    /** For the dispute selector: a client's approved letters not yet mailed (the only ones that can be). */
    untracked: (userId: number) =>
      db
        .select({
          id: disputes.id,
          bureau: disputes.bureau,
          issueTitle: creditIssues.title,
          creditor: creditIssues.creditor,
        })
        .from(disputes)
        .innerJoin(creditIssues, eq(creditIssues.id, disputes.issueId))
        .where(
          and(
            eq(disputes.userId, userId),
            eq(disputes.status, 'PENDING'),
            isNotNull(disputes.consumerApprovedAt),
            isNull(disputes.uspsTrackingNumber),
          ),
        )
        .orderBy(desc(disputes.createdAt)),
  };
}
export type TrackingListRepository = ReturnType<typeof createTrackingListRepository>;
