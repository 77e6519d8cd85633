import { agreementKinds } from '@app/contracts/agreements.contract';
import type { Bureau } from '@app/contracts/bureaus';
import { closedDisputeStatuses } from '@app/contracts/dispute-counts';
import { and, asc, desc, eq, exists, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  creditIssues,
  creditReports,
  disputes,
  documentRequests,
  signedAgreements,
  subscriptionPlans,
  subscriptions,
} from '../../db/schema';

/**
 * The client's next upload to the vault, at or after the request, satisfies it. Written with table
 * names: Drizzle leaves columns unqualified in a one-table select, which would correlate nothing.
 */
const uploadAfterRequest = sql<Date | null>`(select min(d.created_at) from chat_documents d
  where d.user_id = "document_requests"."user_id" and d.uploaded_by = 'CLIENT'
  and d.created_at >= "document_requests"."created_at")`.mapWith((v) => (v === null ? null : new Date(v)));

/**
 * Reads of other modules' tables for one person's next steps, the way the admin's work queue reads
 * them: each list is one statement with the owner in its WHERE.
 */
export function createNextStepsRepository(db: Database) {
  return {
    lettersAwaitingApproval: (userId: number) =>
      db
        .select({
          id: disputes.id,
          bureau: disputes.bureau,
          title: creditIssues.title,
          createdAt: disputes.createdAt,
        })
        .from(disputes)
        .innerJoin(creditIssues, eq(creditIssues.id, disputes.issueId))
        .where(
          and(
            eq(disputes.userId, userId),
            eq(disputes.status, 'PENDING'),
            isNull(disputes.consumerApprovedAt),
          ),
        )
        .orderBy(asc(disputes.createdAt), asc(disputes.id)) as Promise<
        { id: number; bureau: Bureau; title: string; createdAt: Date }[]
      >,

    /** followUpDue() of contracts, in SQL: raised, or its date has come, and not marked done. */
    followUpsDue: (userId: number, today: string) =>
      db
        .select({
          id: disputes.id,
          bureau: disputes.bureau,
          title: creditIssues.title,
          followUpDate: disputes.followUpDate,
        })
        .from(disputes)
        .innerJoin(creditIssues, eq(creditIssues.id, disputes.issueId))
        .where(
          and(
            eq(disputes.userId, userId),
            eq(disputes.alertSent, false),
            notInArray(disputes.status, [...closedDisputeStatuses]),
            or(eq(disputes.status, 'FOLLOW_UP_REQUIRED'), lte(disputes.followUpDate, today)),
          ),
        )
        .orderBy(asc(disputes.followUpDate), asc(disputes.id)) as Promise<
        { id: number; bureau: Bureau; title: string; followUpDate: string | null }[]
      >,

    documentRequests: (userId: number) =>
      db
        .select({
          id: documentRequests.id,
          userId: documentRequests.userId,
          title: documentRequests.title,
          note: documentRequests.note,
          createdAt: documentRequests.createdAt,
          satisfiedAt: uploadAfterRequest,
        })
        .from(documentRequests)
        .where(eq(documentRequests.userId, userId))
        .orderBy(desc(documentRequests.createdAt), desc(documentRequests.id))
        .limit(100),

    async addDocumentRequest(row: {
      userId: number;
      requestedById: number;
      title: string;
      note: string;
      createdAt: Date;
    }) {
      const [created] = await db.insert(documentRequests).values(row).returning();
      return { ...(created as typeof documentRequests.$inferSelect), satisfiedAt: null };
    },

    /** Plans whose agreements were started but not all signed, with no active subscription. */
    async unfinishedAgreements(userId: number) {
      const active = db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'ACTIVE')));
      return db
        .select({
          planId: signedAgreements.planId,
          planName: subscriptionPlans.name,
          signed: sql<number>`count(distinct ${signedAgreements.kind})`.mapWith(Number),
          since: sql<Date>`min(${signedAgreements.signedAt})`.mapWith((v) => new Date(v)),
        })
        .from(signedAgreements)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, signedAgreements.planId))
        .where(and(eq(signedAgreements.userId, userId), sql`not ${exists(active)}`))
        .groupBy(signedAgreements.planId, subscriptionPlans.name)
        .having(sql`count(distinct ${signedAgreements.kind}) < ${agreementKinds.length}`);
    },

    /**
     * A report of the person's items: imported, uploaded or seeded, or items already on file. Figures
     * typed in (a specialist's starting score, a person's own entry) are not a report of anything.
     */
    async hasReport(userId: number) {
      const [row] = await db
        .select({ id: creditReports.id })
        .from(creditReports)
        .where(
          and(eq(creditReports.userId, userId), inArray(creditReports.source, ['upload', 'bureau', 'seed'])),
        )
        .limit(1);
      if (row) return true;
      const [issue] = await db
        .select({ id: creditIssues.id })
        .from(creditIssues)
        .where(eq(creditIssues.userId, userId))
        .limit(1);
      return !!issue;
    },
  };
}
export type NextStepsRepository = ReturnType<typeof createNextStepsRepository>;
