import type { WorkQueueGroupPage } from '@app/contracts/work-queue.contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { WorkQueueGroupCard } from './work-queue-group';

const page = (group: WorkQueueGroupPage['group'], item: Partial<WorkQueueGroupPage['items'][number]>) => ({
  group,
  total: 1,
  page: 1,
  pageSize: 5,
  nextCursor: null,
  items: [
    {
      key: `${group}-4`,
      group,
      recordId: 4,
      clientId: 42,
      clientName: 'Jamie Tester',
      assignedSpecialist: null,
      title: 'Experian: Collection: Midland Credit',
      dueDate: '2026-03-18',
      waitingSince: '2026-03-18T10:00:00.000Z',
      waitingDays: 0,
      overdue: false,
      disputeId: 31,
      ...item,
    },
  ],
});

describe('certified mail rows of the work queue', () => {
  it('shows a letter queued too long with its attempts and next retry, linked to its letter', () => {
    renderWithProviders(
      <WorkQueueGroupCard
        first={page('MAIL_QUEUED_TOO_LONG', {
          hold: 'Still queued: the mail provider is not answering',
          attempts: 3,
          nextAttemptAt: '2026-03-18T16:30:00.000Z',
        })}
        today="2026-03-18"
        assigned="everyone"
      />,
    );
    expect(screen.getByText('Queued too long')).toBeInTheDocument();
    expect(screen.getByTestId('work-queue-retries')).toHaveTextContent(/^3 attempts, next retry \w+ \d+/);
    expect(screen.getByTestId('work-queue-row')).toHaveAttribute(
      'href',
      '/admin-portal/tracking?client=42&dispute=31',
    );
  });

  it('shows a returned letter with why it waits', () => {
    renderWithProviders(
      <WorkQueueGroupCard
        first={page('MAIL_RETURNED', { hold: 'Returned to sender' })}
        today="2026-03-18"
        assigned="everyone"
      />,
    );
    expect(screen.getByText('Returned or delivery issue')).toBeInTheDocument();
    expect(screen.getByText('Returned to sender')).toBeInTheDocument();
    expect(screen.queryByTestId('work-queue-retries')).toBeNull();
  });
});
