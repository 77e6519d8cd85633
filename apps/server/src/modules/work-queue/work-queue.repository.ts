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
  lte,
  min,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
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
  /** The record's own name where the work is done (a ticket's number). */
  reference?: string;
  /** A timestamp, or a calendar date for groups whose clock runs on dates. */
  waitingSince: Date | string;
  /** Set where the due date is a stored calendar date; otherwise the day it started waiting. */
  dueDate: string | null;
  total: number;
}

export type GroupPageRequest = {
  /** The admin asking; their reach is inReachOf's (one organisation today). */
  adminId: number;
  today: string;
  /** today minus the bureau's 30 days: a delivery before it has an overdue answer. */
  answerCutoff: string;
  limit: number;
  offset: number;
};

const clientName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/**
 * The group's size rides on its page's query as a scalar subquery over the same partial index, so
 * each group costs one statement and the page itself stops after `limit` rows.
 */
const countWhere = (table: PgTable, where: SQL | undefined, what: SQL = sql`*`) =>
  sql<number>`(select count(${what}) from ${table} where ${where})`.mapWith(Number);

/**
 * The clients an admin may work on: every account that is not an admin's. There is one
 * organisation for now, so every admin reaches every client; the admin's id is taken so an
 * organisation filter lands in this one place.
 */
const inReachOf = (db: Database, userId: AnyPgColumn) =>
  notInArray(userId, db.select({ id: users.id }).from(users).where(eq(users.accessLevel, 'ADMIN')));

const closedDisputeStatuses = ['RESOLVED', 'REJECTED'] as const;

/**
 * The work queue's reads across modules' tables, one statement per group, each served by a
 * partial index that holds only the rows still waiting (so the cost follows the queue, not the history).
 */
export function createWorkQueueRepository(db: Database) {
  // Prepared once per connection: planning these joins cost as much as running them.
  const today = sql.placeholder('today');
  const answerCutoff = sql.placeholder('answerCutoff');
  const limit = sql.placeholder('limit');
  const offset = sql.placeholder('offset');
  const disputePage = (where: SQL | undefined, orderBy: SQL[]) =>
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
        total: countWhere(disputes, where),
      })
      .from(disputes)
      .innerJoin(users, eq(users.id, disputes.userId))
      .innerJoin(creditIssues, eq(creditIssues.id, disputes.issueId))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
  const disputesInReach = (...conditions: (SQL | undefined)[]) =>
    and(inReachOf(db, disputes.userId), ...conditions);

  const groups: Record<WorkQueueGroup, (r: GroupPageRequest) => Promise<WorkQueueRow[]>> = {
    REPORT_UNCONFIRMED: (() => {
      const where = and(inReachOf(db, creditReportUploads.userId), isNull(creditReportUploads.confirmedAt));
      const query = db
        .select({
          recordId: creditReportUploads.id,
          clientId: creditReportUploads.userId,
          clientName,
          subject: creditReportUploads.fileName,
          waitingSince: creditReportUploads.createdAt,
          total: countWhere(creditReportUploads, where),
        })
        .from(creditReportUploads)
        .innerJoin(users, eq(users.id, creditReportUploads.userId))
        .where(where)
        .orderBy(asc(creditReportUploads.createdAt), asc(creditReportUploads.id))
        .limit(limit)
        .offset(offset)
        .prepare('work_queue_report_unconfirmed');
      return async (r: GroupPageRequest): Promise<WorkQueueRow[]> => {
        const rows = await query.execute(r);
        return rows.map((x) => ({ ...x, dueDate: null }));
      };
    })(),

    AWAITING_APPROVAL: (() => {
      const where = disputesInReach(eq(disputes.status, 'PENDING'), isNull(disputes.consumerApprovedAt));
      const query = disputePage(where, [asc(disputes.createdAt), asc(disputes.id)]).prepare(
        'work_queue_awaiting_approval',
      );
      return async (r: GroupPageRequest): Promise<WorkQueueRow[]> => {
        const rows = await query.execute(r);
        return rows.map((x) => ({ ...x, waitingSince: x.createdAt, dueDate: null }));
      };
    })(),

    APPROVED_UNMAILED: (() => {
      const where = disputesInReach(
        eq(disputes.status, 'PENDING'),
        isNotNull(disputes.consumerApprovedAt),
        isNull(disputes.uspsTrackingNumber),
      );
      const query = disputePage(where, [asc(disputes.consumerApprovedAt), asc(disputes.id)]).prepare(
        'work_queue_approved_unmailed',
      );
      return async (r: GroupPageRequest): Promise<WorkQueueRow[]> => {
        const rows = await query.execute(r);
        return rows.map((x) => ({ ...x, waitingSince: x.approvedAt ?? x.createdAt, dueDate: null }));
      };
    })(),

    MAILED_UNDELIVERED: (() => {
      const where = disputesInReach(eq(disputes.status, 'SENT'));
      const query = disputePage(where, [asc(disputes.dateSent), asc(disputes.id)]).prepare(
        'work_queue_mailed_undelivered',
      );
      return async (r: GroupPageRequest): Promise<WorkQueueRow[]> => {
        const rows = await query.execute(r);
        return rows.map((x) => ({ ...x, waitingSince: x.dateSent ?? x.createdAt, dueDate: null }));
      };
    })(),

    FOLLOW_UP_DUE: (() => {
      // followUpDue() of contracts, in SQL, less those already marked completed.
      const where = disputesInReach(
        eq(disputes.alertSent, false),
        notInArray(disputes.status, [...closedDisputeStatuses]),
        or(eq(disputes.status, 'FOLLOW_UP_REQUIRED'), lte(disputes.followUpDate, today)),
      );
      // The index's own order (nulls last), so the page is read off the index without a sort.
      const query = disputePage(where, [asc(disputes.followUpDate), asc(disputes.id)]).prepare(
        'work_queue_follow_up_due',
      );
      return async (r: GroupPageRequest): Promise<WorkQueueRow[]> => {
        const rows = await query.execute(r);
        return rows.map((x) => ({
          ...x,
          waitingSince: x.followUpDate ?? x.createdAt,
          dueDate: x.followUpDate ?? r.today,
        }));
      };
    })(),

    BUREAU_ANSWER_OVERDUE: (() => {
      const where = disputesInReach(
        inArray(disputes.status, ['DELIVERED', 'FOLLOW_UP_REQUIRED']),
        lt(disputes.deliveryDate, answerCutoff),
      );
      const query = disputePage(where, [asc(disputes.deliveryDate), asc(disputes.id)]).prepare(
        'work_queue_bureau_answer_overdue',
      );
      return async (r: GroupPageRequest): Promise<WorkQueueRow[]> => {
        const rows = await query.execute(r);
        return rows.map((x) => ({ ...x, waitingSince: x.deliveryDate as string, dueDate: null }));
      };
    })(),

    RESPONSE_UNANALYSED: (() => {
      const where = and(inReachOf(db, bureauResponses.userId), isNull(bureauResponses.aiAnalysisId));
      const query = db
        .select({
          recordId: bureauResponses.id,
          clientId: bureauResponses.userId,
          clientName,
          bureau: bureauResponses.bureau,
          subject: bureauResponses.responseType,
          waitingSince: bureauResponses.responseDate,
          total: countWhere(bureauResponses, where),
        })
        .from(bureauResponses)
        .innerJoin(users, eq(users.id, bureauResponses.userId))
        .where(where)
        .orderBy(asc(bureauResponses.responseDate), asc(bureauResponses.id))
        .limit(limit)
        .offset(offset)
        .prepare('work_queue_response_unanalysed');
      return async (r: GroupPageRequest): Promise<WorkQueueRow[]> => {
        const rows = await query.execute(r);
        return rows.map((x) => ({ ...x, dueDate: null }));
      };
    })(),

    OPEN_TICKET: (() => {
      // A ticket from the public (no account) is still the team's work; one from an admin is not.
      const where = and(
        inArray(supportTickets.status, ['OPEN', 'IN_PROGRESS']),
        or(isNull(supportTickets.userId), inReachOf(db, supportTickets.userId)),
      );
      const query = db
        .select({
          recordId: supportTickets.id,
          clientId: supportTickets.userId,
          clientName: supportTickets.customerName,
          subject: sql<string>`${supportTickets.ticketNumber} || ': ' || ${supportTickets.title}`,
          reference: supportTickets.ticketNumber,
          waitingSince: supportTickets.createdAt,
          total: countWhere(supportTickets, where),
        })
        .from(supportTickets)
        .where(where)
        .orderBy(asc(supportTickets.createdAt), asc(supportTickets.id))
        .limit(limit)
        .offset(offset)
        .prepare('work_queue_open_ticket');
      return async (r: GroupPageRequest): Promise<WorkQueueRow[]> => {
        const rows = await query.execute(r);
        return rows.map((x) => ({ ...x, dueDate: null }));
      };
    })(),

    UNREAD_MESSAGES: (() => {
      const where = and(
        inReachOf(db, chatMessages.userId),
        eq(chatMessages.senderType, 'CLIENT'),
        isNull(chatMessages.readAt),
      );
      const oldest = min(chatMessages.createdAt);
      const query = db
        .select({
          recordId: chatMessages.userId,
          clientId: chatMessages.userId,
          clientName: sql<string>`min(${clientName})`,
          unread: count(),
          waitingSince: oldest,
          total: countWhere(chatMessages, where, sql`distinct ${chatMessages.userId}`),
        })
        .from(chatMessages)
        .innerJoin(users, eq(users.id, chatMessages.userId))
        .where(where)
        .groupBy(chatMessages.userId)
        .orderBy(asc(oldest), asc(chatMessages.userId))
        .limit(limit)
        .offset(offset)
        .prepare('work_queue_unread_messages');
      return async (r: GroupPageRequest): Promise<WorkQueueRow[]> => {
        const rows = await query.execute(r);
        return rows.map(({ unread, ...x }) => ({
          ...x,
          waitingSince: x.waitingSince as Date,
          subject: unread === 1 ? '1 unread message' : `${unread} unread messages`,
          dueDate: null,
        }));
      };
    })(),
  };

  return {
    page: (group: WorkQueueGroup, request: GroupPageRequest) => groups[group](request),
  };
}
export type WorkQueueRepository = ReturnType<typeof createWorkQueueRepository>;
