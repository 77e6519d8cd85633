import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creditIssues, disputes, users } from '../../db/schema';
import type { DisputeRow } from './disputes.repository';

const openStatuses: DisputeRow['status'][] = ['PENDING', 'SENT', 'DELIVERED', 'FOLLOW_UP_REQUIRED'];

/** The admin's tracking list: one page of open disputes plus the three counters, in two queries. */
export function createTrackingListRepository(db: Database) {
  const scope = (userId: number) =>
    userId > 0
      ? and(eq(disputes.userId, userId), inArray(disputes.status, openStatuses))
      : inArray(disputes.status, openStatuses);

  return {
    async page(opts: { userId: number; page: number; pageSize: number; today: string }) {
      const rows = await db
        .select({
          dispute: disputes,
          issueTitle: creditIssues.title,
          creditor: creditIssues.creditor,
          clientName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
        })
        .from(disputes)
        .innerJoin(creditIssues, eq(creditIssues.id, disputes.issueId))
        .innerJoin(users, eq(users.id, disputes.userId))
        .where(scope(opts.userId))
        .orderBy(desc(disputes.createdAt), desc(disputes.id))
        .limit(opts.pageSize)
        .offset((opts.page - 1) * opts.pageSize);
      const [counts] = await db
        .select({
          total: count(),
          beingTracked: sql<number>`count(*) filter (where ${disputes.status} = 'SENT' and ${disputes.uspsTrackingNumber} is not null)::int`,
          delivered: sql<number>`count(*) filter (where ${disputes.status} = 'DELIVERED')::int`,
          needFollowUp: sql<number>`count(*) filter (where ${disputes.status} = 'FOLLOW_UP_REQUIRED' or (${disputes.status} = 'DELIVERED' and ${disputes.followUpDate} <= ${opts.today}))::int`,
        })
        .from(disputes)
        .where(scope(opts.userId));
      return { rows, counts: counts ?? { total: 0, beingTracked: 0, delivered: 0, needFollowUp: 0 } };
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
