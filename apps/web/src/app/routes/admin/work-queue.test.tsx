import type { WorkQueue, WorkQueueItem } from '@app/contracts/work-queue.contract';
import { workQueueGroups } from '@app/contracts/work-queue.contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { personWith } from '../../../testing/person';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { WorkQueuePage } from './work-queue';

const today = '2026-03-18';
const row = (clientName: string, assignedSpecialist: WorkQueueItem['assignedSpecialist']): WorkQueueItem => ({
  key: `UNREAD_MESSAGES-${clientName}`,
  group: 'UNREAD_MESSAGES',
  recordId: clientName.length,
  clientId: clientName.length,
  clientName,
  assignedSpecialist,
  title: '1 unread message',
  dueDate: today,
  waitingSince: '2026-03-17T12:00:00.000Z',
  waitingDays: 1,
  overdue: false,
});
const rows = {
  mine: [row('Casey Bennett', { id: 5, name: 'Riley Chen' })],
  unassigned: [row('Jordan Ellis', null)],
  everyone: [row('Casey Bennett', { id: 5, name: 'Riley Chen' }), row('Jordan Ellis', null)],
};
/** The queue the server gives for a filter: its rows in one group, the other groups empty. */
const queueOf = (assigned: keyof typeof rows): WorkQueue => ({
  total: rows[assigned].length,
  today,
  groups: workQueueGroups.map((group) => ({
    group,
    total: group === 'UNREAD_MESSAGES' ? rows[assigned].length : 0,
    page: 1,
    pageSize: 5,
    items: group === 'UNREAD_MESSAGES' ? rows[assigned] : [],
  })),
});

/** Serves the queue per filter, and notes each filter asked for. */
function serveQueue() {
  const asked: (string | null)[] = [];
  server.use(
    http.get('/api/admin/work-queue', ({ request }) => {
      const assigned = new URL(request.url).searchParams.get('assigned');
      asked.push(assigned);
      return HttpResponse.json(queueOf((assigned ?? 'everyone') as keyof typeof rows));
    }),
  );
  return asked;
}

const unreadGroup = () => screen.findByRole('region', { name: 'Unread client messages' });

describe('the work queue page', () => {
  it('offers the office Mine, Unassigned and Everyone, Everyone first, with each row’s specialist', async () => {
    const asked = serveQueue();
    renderWithProviders(<WorkQueuePage />, { user: personWith('ADMIN', { id: 1, teamRole: 'OWNER' }) });
    const group = await unreadGroup();
    expect(await within(group).findByText('Jordan Ellis')).toBeVisible();
    expect(within(group).getByText('Riley Chen')).toBeVisible();
    expect(within(group).getByText('Unassigned')).toBeVisible();
    expect(asked).toEqual(['everyone']);
    const filter = screen.getByRole('radiogroup', { name: 'Whose clients' });
    expect(within(filter).getByRole('radio', { name: 'Everyone' })).toBeChecked();

    fireEvent.click(within(filter).getByRole('radio', { name: 'Unassigned' }));
    // Jordan Ellis is in both answers: the filter's answer has arrived once Casey Bennett has gone.
    await waitFor(async () => expect(within(await unreadGroup()).queryByText('Casey Bennett')).toBeNull());
    expect(within(await unreadGroup()).getByRole('link', { name: /Jordan Ellis/ })).toBeVisible();
    // The group's count follows the filter.
    expect(within(await unreadGroup()).getByText('1')).toBeVisible();
    expect(asked.at(-1)).toBe('unassigned');
  });

  it('shows a specialist their own clients only, with no choice to make', async () => {
    const asked = serveQueue();
    renderWithProviders(<WorkQueuePage />, {
      user: personWith('ADMIN', { id: 5, teamRole: 'SPECIALIST' }),
    });
    expect(await within(await unreadGroup()).findByText('Casey Bennett')).toBeVisible();
    expect(screen.queryByRole('radiogroup', { name: 'Whose clients' })).toBeNull();
    expect(asked).toEqual(['mine']);
  });
});
