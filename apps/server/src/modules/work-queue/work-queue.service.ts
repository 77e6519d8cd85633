import {
  type AnswerLetterStatus,
  answerLetterQueueTitles,
} from '@app/contracts/bureau-answer-letters.contract';
import { type BureauResponseType, bureauResponseTypeLabels } from '@app/contracts/bureau-responses.contract';
import { bureauLabel } from '@app/contracts/bureaus';
import { mailEventLabels, mailStatusLabels } from '@app/contracts/certified-mail.contract';
import { dayIn } from '@app/contracts/common/dates';
import { addCalendarDays, bureauDeadlineDays, calendarDaysBetween } from '@app/contracts/follow-up';
import { letterHoldMessages } from '@app/contracts/letter-readiness';
import { type AssignmentFilter, clientReachOf, type TeamMemberLike } from '@app/contracts/team-roles';
import {
  type WorkQueue,
  type WorkQueueGroup,
  type WorkQueueItem,
  workQueueGroups,
  workQueueMessages,
  type workQueueQuery,
} from '@app/contracts/work-queue.contract';
import type { z } from 'zod';
import { badRequest } from '../../platform/errors';
import { decodePageCursor, encodePageCursor, isDayKey, isTimestampKey } from '../../platform/page-cursor';
import type {
  GroupPageRequest,
  QueuePosition,
  WorkQueueRepository,
  WorkQueueRow,
} from './work-queue.repository';

type ParsedQuery = z.output<typeof workQueueQuery>;

/** A cursor belongs to one group's order under one filter: it cannot be replayed on another. */
const cursorScope = (group: WorkQueueGroup, assigned: AssignmentFilter) =>
  assigned === 'everyone' ? `work-queue:${group}` : `work-queue:${group}:${assigned}`;

/** The team member asking, as the queue needs them: who, and what their role reaches. */
export type QueueViewer = TeamMemberLike & { id: number; organizationId: number };

/** A group's sort key: a timestamp, a calendar date, or null (rows without one sort last). */
const isQueueKey = (k: unknown): k is string | null => k === null || isDayKey(k) || isTimestampKey(k);

/** The position a group's cursor names; a cursor without its group is refused, naming `cursor`. */
function positionOf(query: ParsedQuery, assigned: AssignmentFilter): QueuePosition | undefined {
  if (query.cursor === undefined) return undefined;
  if (!query.group) {
    throw badRequest(workQueueMessages.cursorNeedsGroup, [
      { field: 'cursor', message: workQueueMessages.cursorNeedsGroup },
    ]);
  }
  return decodePageCursor(query.cursor, cursorScope(query.group, assigned), isQueueKey);
}

/** How long each kind of work may wait before it counts as overdue (days from waitingSince). */
const graceDays: Record<WorkQueueGroup, number> = {
  // The client waits on a report nobody could read: a person looks at it the next day.
  REPORT_UNREADABLE: 1,
  REPORT_UNCONFIRMED: 2,
  AWAITING_APPROVAL: 7,
  APPROVED_UNMAILED: 2,
  // Certified mail is delivered in days; after ten, the tracking deserves a look.
  MAILED_UNDELIVERED: 10,
  FOLLOW_UP_DUE: 0,
  BUREAU_ANSWER_OVERDUE: bureauDeadlineDays,
  // Its rows carry their own due day (the notice's last day), which has passed when they appear.
  REINSERTED_NO_NOTICE: 0,
  RESPONSE_UNANALYSED: 2,
  // A client's letter read (or not) waits for a person's check: looked at within two days.
  ANSWER_LETTER_TO_CONFIRM: 2,
  OPEN_TICKET: 1,
  UNREAD_MESSAGES: 1,
  // A returned letter's bureau clock is not running: it is re-mailed the next day.
  MAIL_RETURNED: 1,
  MAIL_QUEUED_TOO_LONG: 0,
};

/** A mail piece's row: its letter (the link), why it waits, and for a queued one its retries. */
function mailFieldsOf(group: WorkQueueGroup, mail: NonNullable<WorkQueueRow['mail']>) {
  if (group === 'MAIL_QUEUED_TOO_LONG') {
    return {
      disputeId: mail.disputeId,
      hold: workQueueMessages.mailQueued,
      attempts: mail.attempts,
      nextAttemptAt: mail.nextAttemptAt?.toISOString() ?? null,
    };
  }
  return {
    disputeId: mail.disputeId,
    hold: mail.status === 'RETURNED_TO_SENDER' ? mailStatusLabels.RETURNED_TO_SENDER : mailEventLabels.ISSUE,
  };
}

export function createWorkQueueService(deps: {
  repo: WorkQueueRepository;
  /** Due dates are the company's calendar days, as the dispute clocks are. */
  timeZone: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  const subjectOf = (group: WorkQueueGroup, row: WorkQueueRow) => {
    const subject =
      group === 'RESPONSE_UNANALYSED'
        ? (bureauResponseTypeLabels[row.subject as BureauResponseType] ?? row.subject)
        : group === 'ANSWER_LETTER_TO_CONFIRM'
          ? answerLetterQueueTitles[row.subject as AnswerLetterStatus]
          : row.subject;
    const named = group === 'REINSERTED_NO_NOTICE' ? workQueueMessages.reinsertedNoNotice(subject) : subject;
    return row.bureau ? `${bureauLabel[row.bureau]}: ${named}` : named;
  };

  const toItem = (group: WorkQueueGroup, row: WorkQueueRow, today: string): WorkQueueItem => {
    const since =
      typeof row.waitingSince === 'string'
        ? row.waitingSince.slice(0, 10)
        : dayIn(deps.timeZone, row.waitingSince);
    const dueDate = row.dueDate ?? addCalendarDays(since, graceDays[group]);
    return {
      key: `${group}-${row.recordId}`,
      group,
      recordId: row.recordId,
      clientId: row.clientId,
      clientName: row.clientName ?? 'Unknown',
      assignedSpecialist: row.assignedSpecialist,
      title: subjectOf(group, row),
      ...(row.reference ? { reference: row.reference } : {}),
      // Only where the admin's next step waits on it: the client's approval, or the mailing.
      ...(row.hold && (group === 'AWAITING_APPROVAL' || group === 'APPROVED_UNMAILED')
        ? {
            hold:
              row.hold === 'MAILING_ADDRESS_MISSING'
                ? letterHoldMessages.addressMissing
                : letterHoldMessages.waitingForSignature,
          }
        : {}),
      ...(row.mail ? mailFieldsOf(group, row.mail) : {}),
      dueDate,
      waitingSince: typeof row.waitingSince === 'string' ? row.waitingSince : row.waitingSince.toISOString(),
      waitingDays: Math.max(0, calendarDaysBetween(since, today)),
      overdue: calendarDaysBetween(dueDate, today) > 0,
    };
  };

  const onePage = async (group: WorkQueueGroup, request: GroupPageRequest) => {
    const [size, rows] = await Promise.all([deps.repo.size(group, request), deps.repo.page(group, request)]);
    return {
      sizes: { [group]: size } as Partial<Record<WorkQueueGroup, number>>,
      pages: { [group]: rows } as Partial<Record<WorkQueueGroup, WorkQueueRow[]>>,
    };
  };

  return {
    /** Every group's first pages in one read, or one group's page; the total is over those groups. */
    async list(viewer: QueueViewer, query: ParsedQuery): Promise<WorkQueue> {
      // A specialist's queue holds only their own clients' work, whatever the filter asks.
      const assigned = clientReachOf(viewer) === 'organization' ? (query.assigned ?? 'everyone') : 'mine';
      const after = positionOf(query, assigned);
      const today = dayIn(deps.timeZone, now());
      const day = {
        adminId: viewer.id,
        organizationId: viewer.organizationId,
        today,
        now: now().toISOString(),
        assigned,
      };
      // One row past the page tells whether there is a next page (and so a next cursor).
      const request = {
        ...day,
        limit: query.pageSize + 1,
        offset: after ? 0 : (query.page - 1) * query.pageSize,
        after,
      };
      const wanted = query.group ? [query.group] : workQueueGroups;
      const { sizes, pages } = query.group
        ? await onePage(query.group, request)
        : await deps.repo.whole(request);
      const groups = wanted.map((group) => {
        const read = pages[group] ?? [];
        const rows = read.slice(0, query.pageSize);
        const last = rows.at(-1);
        return {
          group,
          total: sizes[group] ?? 0,
          page: query.page,
          pageSize: query.pageSize,
          items: rows.map((row) => toItem(group, row, today)),
          nextCursor:
            last && read.length > query.pageSize
              ? encodePageCursor(cursorScope(group, assigned), { key: last.sortKey, id: last.recordId })
              : null,
        };
      });
      return { total: groups.reduce((sum, g) => sum + g.total, 0), today, groups };
    },
  };
}
export type WorkQueueService = ReturnType<typeof createWorkQueueService>;
