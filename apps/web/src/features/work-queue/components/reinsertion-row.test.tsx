import { reinsertionMessages } from '@app/contracts/reinsertion-watch.contract';
import type { WorkQueueItem } from '@app/contracts/work-queue.contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ReinsertionRow } from './reinsertion-row';

const item: WorkQueueItem = {
  key: 'REINSERTED_NO_NOTICE-7',
  group: 'REINSERTED_NO_NOTICE',
  recordId: 7,
  clientId: 42,
  clientName: 'Jamie Tester',
  assignedSpecialist: null,
  title: 'Experian: MIDLAND CREDIT MGMT, back without the bureau’s notice',
  dueDate: '2026-11-13',
  waitingSince: '2026-11-14',
  waitingDays: 2,
  overdue: true,
};

describe('a "Reinserted without notice" row', () => {
  it('links to the client’s letters and drafts the §611(a)(5)(B) letter from the row', async () => {
    let drafted = 0;
    server.use(
      http.post('*/api/admin/reinsertions/7/letter', () => {
        drafted += 1;
        return HttpResponse.json({ id: 99 }, { status: 201 });
      }),
    );
    renderWithProviders(<ReinsertionRow item={item} due="due November 13, 2026, 3 days overdue" />);
    expect(screen.getByRole('link', { name: 'Jamie Tester' })).toHaveAttribute(
      'href',
      '/admin-portal/disputes?client=42',
    );
    expect(screen.getByText('Notice due November 13, 2026, 3 days overdue')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: reinsertionMessages.draftLetter }));
    await waitFor(() => expect(drafted).toBe(1));
  });

  it('records the day the notice came, and shows the server’s words under the date', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('*/api/admin/reinsertions/7/notice', async ({ request }) => {
        const body = await request.json();
        sent.push(body);
        return HttpResponse.json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: reinsertionMessages.noticeInFuture,
              details: [{ field: 'receivedOn', message: reinsertionMessages.noticeInFuture }],
            },
          },
          { status: 400 },
        );
      }),
    );
    renderWithProviders(<ReinsertionRow item={item} due="due November 13, 2026" />);
    fireEvent.click(screen.getByRole('button', { name: reinsertionMessages.recordNotice }));
    const date = screen.getByLabelText('The bureau’s notice came on');
    // Nothing is sent without a date.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give the date as yyyy-mm-dd')).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.change(date, { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(reinsertionMessages.noticeInFuture)).toBeInTheDocument();
    expect(sent).toEqual([{ receivedOn: '2026-12-01' }]);
  });
});
