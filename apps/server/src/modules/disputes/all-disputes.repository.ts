import type { Bureau } from '@app/contracts/bureaus';
import type { DisputeStatus } from '@app/contracts/disputes.contract';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { foldKeptCountIfLong } from '../../db/kept-counts';
import { ofOrganization } from '../../db/organization-scope';
import { creditIssues, disputes, disputeTallies, users } from '../../db/schema';
import type { PagePosition } from '../../platform/page-cursor';
import { mailedByProductSql } from './disputes.repository';

export interface AllDisputesFilter {
  organizationId: number;
  status?: DisputeStatus;
  bureau?: Bureau;
  userId?: number;
}

/** The admin's list of every client's disputes: one page, newest first, and the filtered total. */
export function createAllDisputesRepository(db: Database) {
  /**
   * One client's disputes are counted where they lie (an index on the client); across every
   * client of the organization the total is the sum of its kept (status, bureau) tallies, not a
   * count of every row.
   */
  async function total(f: AllDisputesFilter): Promise<number> {
    if (f.userId) {
      const [counted] = await db
        .select({ total: count() })
        .from(disputes)
        .where(and(...filtered(f)));
      return counted?.total ?? 0;
    }
    const [kept] = await db
      .select({
        total: sql<number>`coalesce(sum(${disputeTallies.change}) filter (where ${
          and(
            f.status ? eq(disputeTallies.status, f.status) : undefined,
            f.bureau ? eq(disputeTallies.bureau, f.bureau) : undefined,
          ) ?? sql`true`
        }), 0)`.mapWith(Number),
        rows: count(),
      })
      .from(disputeTallies)
      .where(eq(disputeTallies.organizationId, f.organizationId));
    await foldKeptCountIfLong(db, 'dispute_tallies', kept?.rows ?? 0);
    return kept?.total ?? 0;
  }

  const filtered = (f: AllDisputesFilter): (SQL | undefined)[] => [
    f.userId ? undefined : ofOrganization(disputes.userId, f.organizationId),
    f.status ? eq(disputes.status, f.status) : undefined,
    f.bureau ? eq(disputes.bureau, f.bureau) : undefined,
    f.userId ? eq(disputes.userId, f.userId) : undefined,
  ];
  return {
    /**
     * After a cursor the page starts below its (created_at, id); by page number the skipped rows are
     * read from the disputes alone (a deferred join). One row more than the page tells if another follows.
     */
    async page(opts: AllDisputesFilter & { page: number; pageSize: number; after?: PagePosition<string> }) {
      const where = filtered(opts);
      const counted = await total(opts);
      if (opts.after) {
        where.push(
          sql`(${disputes.createdAt}, ${disputes.id}) < (${opts.after.key}::timestamptz, ${opts.after.id}::int)`,
        );
      }
      const pageIds = db
        .select({ pageId: disputes.id })
        .from(disputes)
        .where(and(...where))
        .orderBy(desc(disputes.createdAt), desc(disputes.id))
        .limit(opts.pageSize + 1)
        .offset(opts.after ? 0 : (opts.page - 1) * opts.pageSize)
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
        hasMore: rows.length > opts.pageSize,
        total: counted,
      };
    },
  };
}
export type AllDisputesRepository = ReturnType<typeof createAllDisputesRepository>;
