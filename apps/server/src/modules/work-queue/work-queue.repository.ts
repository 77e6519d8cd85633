import type { Bureau } from '@app/contracts/bureaus';
import type { WorkQueueGroup } from '@app/contracts/work-queue.contract';
import {
  and,
  asc,
  count,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  min,
  ne,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bureauResponses,
  chatMessages,
  creditIssues,
  creditReportUploads,
  disputes,
  supportTickets,
  users,
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
  /** A timestamp, or a calendar date for groups whose clock runs on dates. */
  waitingSince: Date | string;
  /** Set where the due date is a stored calendar date; otherwise the day it started waiting. */
  dueDate: string | null;
  total: number;
}

export interface GroupPageRequest {
  /** The admin asking; every query is limited to the clients within their reach. */
  adminId: number;
  today: string;
  /** today minus the bureau's 30 days: a delivery before it has an overdue answer. */
  answerCutoff: string;
  limit: number;
  offset: number;
}

const clientName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
// The window count rides on the page's own query, so each group costs one round trip.
const total = sql<number>`count(*) over()`.mapWith(Number);

/**
 * The clients an admin may work on. There is one organisation for now, so every admin reaches
 * every client account; the admin's id is taken so an organisation filter lands in one place.
 */
const inReachOf = (_adminId: number) => ne(users.accessLevel, 'ADMIN');

const closedDisputeStatuses = ['RESOLVED', 'REJECTED'] as const;

/**
 * The work queue's reads across modules' tables, one query per group, each served by a partial
 * index that holds only the rows still waiting (so the cost follows the queue, not the history).
 */
export function createWorkQueueRepository(db: Database) {
  const disputeColumns = {
    recordId: disputes.id,
    clientId: disputes.userId,
    clientName,
    bureau: disputes.bureau,
    subject: creditIssues.title,
    total,
  };
  const disputesOf = (adminId: number) =>
    db
      .select({
        ...disputeColumns,
        dateSent: disputes.dateSent,
        approvedAt: disputes.consumerApprovedAt,
        createdAt: disputes.createdAt,
        followUpDate: disputes.followUpDate,
        deliveryDate: disputes.deliveryDate,
      })
      .from(disputes)
      .innerJoin(users, and(eq(users.id, disputes.userId), inReachOf(adminId)))
      .innerJoin(creditIssues, eq(creditIssues.id, disputes.issueId))
      .$dynamic();

  const groups: Record<WorkQueueGroup, (r: GroupPageRequest) => Promise<WorkQueueRow[]>> = {
    async REPORT_UNCONFIRMED(r) {
      const rows = await db
        .select({
          recordId: creditReportUploads.id,
          clientId: creditReportUploads.userId,
          clientName,
          subject: creditReportUploads.fileName,
          waitingSince: creditReportUploads.createdAt,
          total,
        })
        .from(creditReportUploads)
        .innerJoin(users, and(eq(users.id, creditReportUploads.userId), inReachOf(r.adminId)))
        .where(isNull(creditReportUploads.confirmedAt))
        .orderBy(asc(creditReportUploads.createdAt), asc(creditReportUploads.id))
        .limit(r.limit)
        .offset(r.offset);
      return rows.map((x) => ({ ...x, dueDate: null }));
    },

    async AWAITING_APPROVAL(r) {
      const rows = await disputesOf(r.adminId)
        .where(and(eq(disputes.status, 'PENDING'), isNull(disputes.consumerApprovedAt)))
        .orderBy(asc(disputes.createdAt), asc(disputes.id))
        .limit(r.limit)
        .offset(r.offset);
      return rows.map((x) => ({ ...x, waitingSince: x.createdAt, dueDate: null }));
    },

    async APPROVED_UNMAILED(r) {
      const rows = await disputesOf(r.adminId)
        .where(
          and(
            eq(disputes.status, 'PENDING'),
            isNotNull(disputes.consumerApprovedAt),
            isNull(disputes.uspsTrackingNumber),
          ),
        )
        .orderBy(asc(disputes.consumerApprovedAt), asc(disputes.id))
        .limit(r.limit)
        .offset(r.offset);
      return rows.map((x) => ({ ...x, waitingSince: x.approvedAt ?? x.createdAt, dueDate: null }));
    },

    async MAILED_UNDELIVERED(r) {
      const rows = await disputesOf(r.adminId)
        .where(eq(disputes.status, 'SENT'))
        .orderBy(asc(disputes.dateSent), asc(disputes.id))
        .limit(r.limit)
        .offset(r.offset);
      return rows.map((x) => ({ ...x, waitingSince: x.dateSent ?? x.createdAt, dueDate: null }));
    },

    async FOLLOW_UP_DUE(r) {
      // followUpDue() of contracts, in SQL, less those already marked completed.
      const rows = await disputesOf(r.adminId)
        .where(
          and(
            eq(disputes.alertSent, false),
            notInArray(disputes.status, [...closedDisputeStatuses]),
            or(eq(disputes.status, 'FOLLOW_UP_REQUIRED'), sql`${disputes.followUpDate} <= ${r.today}`),
          ),
        )
        .orderBy(sql`${disputes.followUpDate} asc nulls first`, asc(disputes.id))
        .limit(r.limit)
        .offset(r.offset);
      return rows.map((x) => ({
        ...x,
        waitingSince: x.followUpDate ?? x.createdAt,
        dueDate: x.followUpDate ?? r.today,
      }));
    },

    async BUREAU_ANSWER_OVERDUE(r) {
      const rows = await disputesOf(r.adminId)
        .where(
          and(
            inArray(disputes.status, ['DELIVERED', 'FOLLOW_UP_REQUIRED']),
            lt(disputes.deliveryDate, r.answerCutoff),
          ),
        )
        .orderBy(asc(disputes.deliveryDate), asc(disputes.id))
        .limit(r.limit)
        .offset(r.offset);
      return rows.map((x) => ({ ...x, waitingSince: x.deliveryDate as string, dueDate: null }));
    },

    async RESPONSE_UNANALYSED(r) {
      const rows = await db
        .select({
          recordId: bureauResponses.id,
          clientId: bureauResponses.userId,
          clientName,
          bureau: bureauResponses.bureau,
          subject: bureauResponses.responseType,
          waitingSince: bureauResponses.responseDate,
          total,
        })
        .from(bureauResponses)
        .innerJoin(users, and(eq(users.id, bureauResponses.userId), inReachOf(r.adminId)))
        .where(isNull(bureauResponses.aiAnalysisId))
        .orderBy(asc(bureauResponses.responseDate), asc(bureauResponses.id))
        .limit(r.limit)
        .offset(r.offset);
      return rows.map((x) => ({ ...x, dueDate: null }));
    },

    async OPEN_TICKET(r) {
      // A ticket from the public (no account) is still the team's work; one from an admin is not.
      const rows = await db
        .select({
          recordId: supportTickets.id,
          clientId: supportTickets.userId,
          clientName: supportTickets.customerName,
          subject: sql<string>`${supportTickets.ticketNumber} || ': ' || ${supportTickets.title}`,
          waitingSince: supportTickets.createdAt,
          total,
        })
        .from(supportTickets)
        .leftJoin(users, eq(users.id, supportTickets.userId))
        .where(
          and(
            inArray(supportTickets.status, ['OPEN', 'IN_PROGRESS']),
            or(isNull(supportTickets.userId), inReachOf(r.adminId)),
          ),
        )
        .orderBy(asc(supportTickets.createdAt), asc(supportTickets.id))
        .limit(r.limit)
        .offset(r.offset);
      return rows.map((x) => ({ ...x, dueDate: null }));
    },

    async UNREAD_MESSAGES(r) {
      const oldest = min(chatMessages.createdAt);
      const rows = await db
        .select({
          recordId: chatMessages.userId,
          clientId: chatMessages.userId,
          clientName: sql<string>`min(${clientName})`,
          unread: count(),
          waitingSince: oldest,
          total,
        })
        .from(chatMessages)
        .innerJoin(users, and(eq(users.id, chatMessages.userId), inReachOf(r.adminId)))
        .where(and(eq(chatMessages.senderType, 'CLIENT'), isNull(chatMessages.readAt)))
        .groupBy(chatMessages.userId)
        .orderBy(asc(oldest), asc(chatMessages.userId))
        .limit(r.limit)
        .offset(r.offset);
      return rows.map(({ unread, ...x }) => ({
        ...x,
        waitingSince: x.waitingSince as Date,
        subject: unread === 1 ? '1 unread message' : `${unread} unread messages`,
        dueDate: null,
      }));
    },
  };

  return {
    page: (group: WorkQueueGroup, request: GroupPageRequest) => groups[group](request),
  };
}
export type WorkQueueRepository = ReturnType<typeof createWorkQueueRepository>;
