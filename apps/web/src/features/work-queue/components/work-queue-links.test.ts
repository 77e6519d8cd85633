import { type WorkQueueGroup, type WorkQueueItem, workQueueGroups } from '@app/contracts/work-queue.contract';
import { describe, expect, it } from 'vitest';
import { workQueueItemLink } from './work-queue-links';

const item = (group: WorkQueueGroup, extra: Partial<WorkQueueItem> = {}): WorkQueueItem => ({
  key: `${group}-7`,
  group,
  recordId: 7,
  clientId: 42,
  clientName: 'Jamie Tester',
  assignedSpecialist: null,
  title: 'Something',
  dueDate: '2026-03-18',
  waitingSince: '2026-03-16T12:00:00.000Z',
  waitingDays: 2,
  overdue: false,
  ...extra,
});

const parts = (link: string) => {
  const url = new URL(link, 'https://app.test');
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
};

describe('workQueueItemLink: every row lands where the work is done, with its record chosen', () => {
  const expected: Record<WorkQueueGroup, { path: string; params: Record<string, string> }> = {
    REPORT_UNREADABLE: { path: '/admin', params: { tab: 'upload-reports', client: '42', upload: '7' } },
    REPORT_UNCONFIRMED: { path: '/admin', params: { tab: 'upload-reports', client: '42', upload: '7' } },
    AWAITING_APPROVAL: { path: '/admin-portal/chat', params: { client: '42' } },
    APPROVED_UNMAILED: { path: '/admin-portal/tracking', params: { client: '42', dispute: '7' } },
    MAILED_UNDELIVERED: { path: '/admin-portal/tracking', params: { client: '42', dispute: '7' } },
    FOLLOW_UP_DUE: { path: '/admin-portal/tracking', params: { client: '42', dispute: '7' } },
    BUREAU_ANSWER_OVERDUE: { path: '/admin-portal/bureau-analysis', params: { client: '42' } },
    REINSERTED_NO_NOTICE: { path: '/admin-portal/disputes', params: { client: '42' } },
    RESPONSE_UNANALYSED: { path: '/admin-portal/bureau-analysis', params: { client: '42' } },
    ANSWER_LETTER_TO_CONFIRM: {
      path: '/admin-portal/bureau-analysis',
      params: { client: '42', letter: '7' },
    },
    OPEN_TICKET: { path: '/support-admin', params: { ticket: '7', search: 'TKT-1001' } },
    UNREAD_MESSAGES: { path: '/admin-portal/chat', params: { client: '42' } },
    MAIL_RETURNED: { path: '/admin-portal/tracking', params: { client: '42', dispute: '9' } },
    MAIL_QUEUED_TOO_LONG: { path: '/admin-portal/tracking', params: { client: '42', dispute: '9' } },
  };

  it.each(workQueueGroups)('%s', (group) => {
    const extra = group === 'OPEN_TICKET' ? { reference: 'TKT-1001' } : { disputeId: 9 };
    const link = workQueueItemLink(item(group, extra));
    expect(parts(link)).toEqual(expected[group]);
  });

  it('a ticket from someone without an account still opens the ticket', () => {
    const link = workQueueItemLink(item('OPEN_TICKET', { clientId: null, reference: 'TKT-9' }));
    expect(parts(link)).toEqual({ path: '/support-admin', params: { ticket: '7', search: 'TKT-9' } });
  });
});
