import { type BureauResponseType, bureauResponseTypeLabels } from '@app/contracts/bureau-responses.contract';
import { bureauLabel } from '@app/contracts/bureaus';
import { dayIn } from '@app/contracts/common/dates';
import { addCalendarDays, bureauDeadlineDays, calendarDaysBetween } from '@app/contracts/follow-up';
import {
  type WorkQueue,
  type WorkQueueGroup,
  type WorkQueueItem,
  workQueueGroups,
  type workQueueQuery,
} from '@app/contracts/work-queue.contract';
import type { z } from 'zod';
import type { WorkQueueRepository, WorkQueueRow } from './work-queue.repository';

type ParsedQuery = z.output<typeof workQueueQuery>;

/** How long each kind of work may wait before it counts as overdue (days from waitingSince). */
const graceDays: Record<WorkQueueGroup, number> = {
  REPORT_UNCONFIRMED: 2,
  AWAITING_APPROVAL: 7,
  APPROVED_UNMAILED: 2,
  // Certified mail is delivered in days; after ten, the tracking deserves a look.
  MAILED_UNDELIVERED: 10,
  FOLLOW_UP_DUE: 0,
  BUREAU_ANSWER_OVERDUE: bureauDeadlineDays,
  RESPONSE_UNANALYSED: 2,
  OPEN_TICKET: 1,
  UNREAD_MESSAGES: 1,
};

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
        : row.subject;
    return row.bureau ? `${bureauLabel[row.bureau]}: ${subject}` : subject;
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
      title: subjectOf(group, row),
      ...(row.reference ? { reference: row.reference } : {}),
      dueDate,
      waitingSince: typeof row.waitingSince === 'string' ? row.waitingSince : row.waitingSince.toISOString(),
      waitingDays: Math.max(0, calendarDaysBetween(since, today)),
      overdue: calendarDaysBetween(dueDate, today) > 0,
    };
  };

  return {
    /** Every group's page (or one group's), each from its own query; the total is over those groups. */
    async list(adminId: number, query: ParsedQuery): Promise<WorkQueue> {
      const today = dayIn(deps.timeZone, now());
      const day = { adminId, today, answerCutoff: addCalendarDays(today, -bureauDeadlineDays) };
      const request = { ...day, limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
      const wanted = query.group ? [query.group] : workQueueGroups;
      const [sizes, pages] = await Promise.all([
        deps.repo.sizes(day),
        Promise.all(wanted.map((group) => deps.repo.page(group, request))),
      ]);
      const groups = wanted.map((group, i) => ({
        group,
        total: sizes[group],
        page: query.page,
        pageSize: query.pageSize,
        items: (pages[i] ?? []).map((row) => toItem(group, row, today)),
      }));
      return { total: groups.reduce((sum, g) => sum + g.total, 0), today, groups };
    },
  };
}
export type WorkQueueService = ReturnType<typeof createWorkQueueService>;
