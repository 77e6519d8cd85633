import type { Bureau } from '@app/contracts/bureaus';
import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { disputes, users } from '../../db/schema';

export type ClaimedDispute = Pick<
  typeof disputes.$inferSelect,
  'id' | 'userId' | 'bureau' | 'uspsTrackingNumber' | 'trackingAddedAt' | 'createdAt' | 'status'
>;
type Update = Partial<typeof disputes.$inferInsert>;

/**
 * Rows a background run works on are claimed with FOR UPDATE SKIP LOCKED inside one transaction,
 * so two server processes running the job at once never touch the same dispute.
 */
export function createTrackingJobsRepository(db: Database) {
  return {
    async withUndeliveredClaimed(
      opts: { limit: number; checkedBefore: Date },
      work: (rows: ClaimedDispute[], update: (id: number, changes: Update) => Promise<void>) => Promise<void>,
    ) {
      await db.transaction(async (tx) => {
        const rows = await tx
          .select({
            id: disputes.id,
            userId: disputes.userId,
            bureau: disputes.bureau,
            uspsTrackingNumber: disputes.uspsTrackingNumber,
            trackingAddedAt: disputes.trackingAddedAt,
            createdAt: disputes.createdAt,
            status: disputes.status,
          })
          .from(disputes)
          .where(
            and(
              eq(disputes.status, 'SENT'),
              isNotNull(disputes.uspsTrackingNumber),
              // A letter the product mailed is tracked by its print-and-mail provider's events.
              sql`not exists (select 1 from mail_pieces m where m.dispute_id = ${disputes.id})`,
              or(isNull(disputes.trackingCheckedAt), lt(disputes.trackingCheckedAt, opts.checkedBefore)),
            ),
          )
          .orderBy(sql`${disputes.trackingCheckedAt} nulls first`, disputes.id)
          .limit(opts.limit)
          .for('update', { skipLocked: true });
        await work(rows, async (id, changes) => {
          await tx
            .update(disputes)
            .set({ ...changes, updatedAt: new Date() })
            .where(eq(disputes.id, id));
        });
      });
    },

    /** One atomic statement: safe however many processes run it. */
    async raiseDueFollowUps(today: string) {
      return db
        .update(disputes)
        .set({ status: 'FOLLOW_UP_REQUIRED', updatedAt: new Date() })
        .where(and(eq(disputes.status, 'DELIVERED'), lte(disputes.followUpDate, today)))
        .returning({ id: disputes.id });
    },

    /**
     * Claims follow-ups whose notice is unsent by stamping them in one transaction; the mail goes
     * out after it commits (a send inside it would hold the rows, and deadlock the embedded
     * database's single connection). A failed send is released for the next run.
     */
    async claimUnnoticedFollowUps(limit: number) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({
            id: disputes.id,
            userId: disputes.userId,
            email: users.email,
            firstName: users.firstName,
            followUpDate: disputes.followUpDate,
            bureau: disputes.bureau,
          })
          .from(disputes)
          .innerJoin(users, eq(users.id, disputes.userId))
          .where(
            and(
              eq(disputes.status, 'FOLLOW_UP_REQUIRED'),
              isNull(disputes.followUpNoticeSentAt),
              eq(disputes.alertSent, false),
            ),
          )
          .limit(limit)
          .for('update', { of: disputes, skipLocked: true });
        if (rows.length > 0) {
          await tx
            .update(disputes)
            .set({ followUpNoticeSentAt: new Date() })
            .where(
              inArray(
                disputes.id,
                rows.map((r) => r.id),
              ),
            );
        }
        return rows as {
          id: number;
          userId: number;
          email: string;
          firstName: string;
          followUpDate: string | null;
          bureau: Bureau;
        }[];
      });
    },

    async releaseNotice(id: number) {
      await db.update(disputes).set({ followUpNoticeSentAt: null }).where(eq(disputes.id, id));
    },
  };
}
export type TrackingJobsRepository = ReturnType<typeof createTrackingJobsRepository>;
