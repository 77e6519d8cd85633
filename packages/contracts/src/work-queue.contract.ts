import { z } from 'zod';
import { assignedSpecialist, assignmentFilter } from './assigned-specialist';
import type { MailPieceStatus } from './certified-mail.contract';
import { nextPageCursor, pageCursor } from './common/page-cursor';
import { disputeStatusGroups } from './dispute-counts';
import type { DisputeStatus } from './disputes.contract';
import { bureauDeadlineDays } from './follow-up';
import type { LetterMailer } from './letter-readiness';
import type { TicketStatus } from './support.contract';

/**
 * The admin's work queue (issue 21): everything waiting across all clients, one group per kind
 * of work, in the order a person works them. Each group is served by its own query.
 */
export const workQueueGroups = [
  'REPORT_UNREADABLE',
  'REPORT_UNCONFIRMED',
  'AWAITING_APPROVAL',
  'APPROVED_UNMAILED',
  'MAILED_UNDELIVERED',
  'FOLLOW_UP_DUE',
  'BUREAU_ANSWER_OVERDUE',
  'REINSERTED_NO_NOTICE',
  'RESPONSE_UNANALYSED',
  'ANSWER_LETTER_TO_CONFIRM',
  'OPEN_TICKET',
  'UNREAD_MESSAGES',
  'MAIL_RETURNED',
  'MAIL_QUEUED_TOO_LONG',
] as const;
export const workQueueGroup = z.enum(workQueueGroups);
export type WorkQueueGroup = z.infer<typeof workQueueGroup>;

/** What each group is called and what doing it means, in the admin's words. */
export const workQueueGroupLabels: Record<WorkQueueGroup, { title: string; action: string }> = {
  REPORT_UNREADABLE: {
    title: 'Report could not be read',
    action: 'Open the file, then ask for a readable copy or enter its items by hand',
  },
  REPORT_UNCONFIRMED: { title: 'Reports to confirm', action: 'Review and confirm the items' },
  AWAITING_APPROVAL: { title: 'Letters awaiting the client’s approval', action: 'Remind the client in chat' },
  APPROVED_UNMAILED: { title: 'Approved letters to mail', action: 'Mail and add tracking' },
  MAILED_UNDELIVERED: { title: 'Mailed, delivery not confirmed', action: 'Confirm delivery' },
  FOLLOW_UP_DUE: { title: 'Follow-ups due', action: 'Follow up and mark completed' },
  BUREAU_ANSWER_OVERDUE: { title: 'Bureau answers overdue', action: 'Record the answer or escalate' },
  REINSERTED_NO_NOTICE: {
    title: 'Reinserted without notice',
    action: 'Record the bureau’s notice, or draft the letter demanding deletion',
  },
  RESPONSE_UNANALYSED: { title: 'Bureau responses to analyse', action: 'Analyse the response' },
  ANSWER_LETTER_TO_CONFIRM: {
    title: 'Bureau answer letters to confirm',
    action: 'Check what the letter says, item by item, and confirm it',
  },
  OPEN_TICKET: { title: 'Open support tickets', action: 'Answer the ticket' },
  UNREAD_MESSAGES: { title: 'Unread client messages', action: 'Read and reply' },
  MAIL_RETURNED: {
    title: 'Returned or delivery issue',
    action: 'Check the address, re-mail the letter or mark it handled',
  },
  MAIL_QUEUED_TOO_LONG: {
    title: 'Queued too long',
    action: 'The mail provider is not answering; check the provider or mail the letter yourself',
  },
};

/**
 * A certified letter still queued (the provider unreachable, retried with backoff) this long after
 * it was mailed from the product waits in the work queue: retries usually succeed within minutes.
 */
export const mailQueuedTooLongMinutes = 60;

export const workQueueMessages = {
  empty: 'Nothing is waiting. New work appears here as soon as it comes in.',
  groupEmpty: 'Nothing waiting here.',
  loadFailed: 'The work queue could not be loaded.',
  cursorNeedsGroup: 'This page link belongs to one group of the queue; give its group',
  mailQueued: 'Still queued: the mail provider is not answering',
  /** A reinsertion row's title: the item, back in the file with no notice from the bureau. */
  reinsertedNoNotice: (creditor: string) => `${creditor}, back without the bureau’s notice`,
} as const;

/** The most rows one group's page may hold. */
export const workQueuePageSizeMax = 50;

/** GET /api/admin/work-queue: every group's first page, or one group's page when `group` is given. */
export const workQueueQuery = z
  .object({
    group: workQueueGroup.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(workQueuePageSizeMax).default(5),
    /** A group page's `nextCursor`, with that `group`: the page after it, whatever `page` says. */
    cursor: pageCursor.optional(),
    /**
     * Whose clients' work: the viewer's own, no one's (a ticket from someone who is not a client
     * included), or everyone's, the default. A specialist's queue holds their own clients' work only.
     */
    assigned: assignmentFilter.optional(),
  })
  .strict();
export type WorkQueueQuery = z.input<typeof workQueueQuery>;

export const workQueueItem = z.object({
  /** Unique within the queue: the group and the record's id. */
  key: z.string(),
  group: workQueueGroup,
  /** The record the work is about: an upload, a dispute, a bureau response, a ticket or a client. */
  recordId: z.number().int(),
  /** Null only for a support ticket from someone who is not a client. */
  clientId: z.number().int().nullable(),
  clientName: z.string(),
  /** The client's specialist; null when unassigned (and for a ticket from someone who is not a client). */
  assignedSpecialist,
  title: z.string(),
  /** What the record is called where the work is done (a ticket's number), so a link can search for it. */
  reference: z.string().optional(),
  /** Why a letter cannot go further yet, in the admin's words ("Waiting for signature"). */
  hold: z.string().optional(),
  /** Calendar date (yyyy-mm-dd) the work is due; the queue is ordered by it. */
  dueDate: z.string(),
  /** When the item started waiting (ISO timestamp or date). */
  waitingSince: z.string(),
  /** Whole days since it started waiting, counted on the company's calendar. */
  waitingDays: z.number().int(),
  overdue: z.boolean(),
  /** A mail piece's letter: the row links to it. */
  disputeId: z.number().int().optional(),
  /** A queued mail piece: the attempts made so far and when the next one runs (ISO timestamp). */
  attempts: z.number().int().optional(),
  nextAttemptAt: z.string().nullable().optional(),
});
export type WorkQueueItem = z.infer<typeof workQueueItem>;

export const workQueueGroupPage = z.object({
  group: workQueueGroup,
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  items: z.array(workQueueItem),
  /** The cursor of this group's next page (pass it back with `group`); null on its last page. */
  nextCursor: nextPageCursor.optional(),
});
export type WorkQueueGroupPage = z.infer<typeof workQueueGroupPage>;

export const workQueue = z.object({
  /** Everything waiting, over all groups: the number in the admin header. */
  total: z.number().int(),
  today: z.string(),
  groups: z.array(workQueueGroupPage),
});
export type WorkQueue = z.infer<typeof workQueue>;

/** A dispute's calendar date that makes it due (a follow-up), or overdue (the bureau's answer). */
type WorkQueueDue =
  /** Due from the date on (today on or after it), and at once in the listed statuses. */
  | { from: 'followUpDate'; atOnceIn: readonly DisputeStatus[] }
  /** Overdue once the date is more than this many days behind today. */
  | { moreThanDaysAfter: 'deliveryDate'; days: number };

/** What must hold of a record for it to wait in a group; a fact left out does not matter. */
export type WorkQueueRule =
  | {
      record: 'creditReportUpload';
      confirmed: boolean;
      /** The report was read (false: kept only for a person, with the reason it could not be). */
      read?: boolean;
    }
  | {
      record: 'dispute';
      status: { in: readonly DisputeStatus[] } | { notIn: readonly DisputeStatus[] };
      /** The consumer approved the letter. */
      approved?: boolean;
      /** The letter has its USPS tracking number. */
      tracked?: boolean;
      mailedBy?: LetterMailer;
      /** The follow-up was marked completed. */
      followUpCompleted?: boolean;
      due?: WorkQueueDue;
    }
  | { record: 'bureauResponse'; analysed: boolean }
  /** An uploaded bureau answer letter (read, or kept unreadable) waits for a person to confirm it. */
  | { record: 'bureauAnswerLetter'; confirmed: boolean }
  /**
   * A deleted item seen back on a report: flagged by the nightly check once its notice window
   * closed with no notice on time; the letter drafted from the row ends the wait.
   */
  | { record: 'reinsertionWatch'; flagged: boolean; letterDrafted: boolean }
  | { record: 'supportTicket'; status: { in: readonly TicketStatus[] } }
  /** A client with unread messages: the database keeps a row only while there are some. */
  | { record: 'unreadClientThread' }
  | {
      record: 'mailPiece';
      /** A returned-to-sender or issue event raised it, and nobody has handled it yet. */
      needsAttention?: boolean;
      status?: { in: readonly MailPieceStatus[] };
      /** Waits only once the piece is older than this (minutes since it was created). */
      olderThanMinutes?: number;
    };

/**
 * What puts a record in each work-queue group, the one definition of it: the server's page queries
 * and the database's tally functions (work_queue_slots_*) are both written from these at migrate
 * time and at start (db/work-queue-conditions.ts), so the pages and the counts cannot disagree.
 */
export const workQueueRules = {
  /** Kept because it could not be read; marking it handled (confirming it, with no item) ends the wait. */
  REPORT_UNREADABLE: { record: 'creditReportUpload', confirmed: false, read: false },
  REPORT_UNCONFIRMED: { record: 'creditReportUpload', confirmed: false, read: true },
  AWAITING_APPROVAL: {
    record: 'dispute',
    status: { in: disputeStatusGroups.awaitingMailing },
    approved: false,
  },
  /** Only the letters the company mails: a self-serve client mails their own. */
  APPROVED_UNMAILED: {
    record: 'dispute',
    status: { in: disputeStatusGroups.awaitingMailing },
    approved: true,
    tracked: false,
    mailedBy: 'COMPANY',
  },
  MAILED_UNDELIVERED: { record: 'dispute', status: { in: disputeStatusGroups.mailed } },
  /** followUpDue(): a follow-up stays due until it is marked completed or the dispute is closed. */
  FOLLOW_UP_DUE: {
    record: 'dispute',
    status: { notIn: disputeStatusGroups.closed },
    followUpCompleted: false,
    due: { from: 'followUpDate', atOnceIn: ['FOLLOW_UP_REQUIRED'] },
  },
  /** The bureau's answer is overdue once the letter was delivered more than its 30 days ago. */
  BUREAU_ANSWER_OVERDUE: {
    record: 'dispute',
    status: { in: disputeStatusGroups.awaitingBureauAnswer },
    due: { moreThanDaysAfter: 'deliveryDate', days: bureauDeadlineDays },
  },
  /** FCRA §611(a)(5)(B): no notice of the reinsertion within 5 business days, and no letter yet. */
  REINSERTED_NO_NOTICE: { record: 'reinsertionWatch', flagged: true, letterDrafted: false },
  RESPONSE_UNANALYSED: { record: 'bureauResponse', analysed: false },
  /** Read or not, an answer letter counts only once a person confirms it. */
  ANSWER_LETTER_TO_CONFIRM: { record: 'bureauAnswerLetter', confirmed: false },
  /** A ticket waits for the team while it is open or being worked. */
  OPEN_TICKET: { record: 'supportTicket', status: { in: ['OPEN', 'IN_PROGRESS'] } },
  UNREAD_MESSAGES: { record: 'unreadClientThread' },
  /** Handled (re-mailed, or marked handled) clears the piece's attention. */
  MAIL_RETURNED: { record: 'mailPiece', needsAttention: true },
  MAIL_QUEUED_TOO_LONG: {
    record: 'mailPiece',
    status: { in: ['QUEUED'] },
    olderThanMinutes: mailQueuedTooLongMinutes,
  },
} as const satisfies Record<WorkQueueGroup, WorkQueueRule>;
