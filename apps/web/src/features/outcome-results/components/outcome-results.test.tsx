import type { OutcomeResults, OutcomeTimeline } from '@app/contracts/outcome-results.contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ItemTimelinePanel } from './item-timeline-panel';
import { OutcomeResultsCard } from './outcome-results-card';

const none = { trackingNumber: null, trackingUrl: null, scoreChange: null };
const timeline: OutcomeTimeline = {
  items: [
    {
      issueId: 5,
      creditor: 'ACME RECOVERY GROUP',
      accountLast4: '4821',
      events: [
        {
          ...none,
          kind: 'LETTER',
          on: '2026-03-02',
          bureau: 'EQUIFAX',
          roundNumber: 1,
          text: 'Letter mailed to Equifax (round 1)',
          trackingNumber: '9407111899223197428490',
          trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9407111899223197428490',
        },
        {
          ...none,
          kind: 'OUTCOME',
          on: '2026-04-03',
          bureau: 'EQUIFAX',
          roundNumber: 1,
          text: 'Deleted by Equifax',
          scoreChange: { from: 580, to: 612 },
        },
      ],
    },
  ],
};

// The month list is the reader's last twelve months: a frozen clock keeps it the same every day.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-04-15T16:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the item timeline on the client page', () => {
  it('shows each letter with its certified number, what changed with the score change, and the monthly report', async () => {
    server.use(http.get('/api/dispute-outcomes/7/timeline', () => HttpResponse.json(timeline)));
    renderWithProviders(<ItemTimelinePanel userId={7} />);
    expect(await screen.findByText('Deleted by Equifax')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ACME RECOVERY GROUP ending 4821' })).toBeInTheDocument();
    expect(screen.getByText('Letter mailed to Equifax (round 1)')).toBeInTheDocument();
    expect(screen.getByText(/March 2, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '9407111899223197428490' })).toHaveAttribute(
      'href',
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9407111899223197428490',
    );
    expect(screen.getByText('Score 580 → 612 (+32)')).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download the report (PDF)' });
    expect(download).toHaveAttribute('href', '/api/dispute-outcomes/7/proof-of-work?month=2026-04');
    fireEvent.change(screen.getByLabelText('Monthly report'), { target: { value: '2026-03' } });
    expect(download).toHaveAttribute('href', '/api/dispute-outcomes/7/proof-of-work?month=2026-03');
  });

  it('says what will appear when no letter has gone out', async () => {
    server.use(http.get('/api/dispute-outcomes/7/timeline', () => HttpResponse.json({ items: [] })));
    renderWithProviders(<ItemTimelinePanel userId={7} />);
    expect(await screen.findByText(/once a letter is mailed/)).toBeInTheDocument();
  });
});

describe('the results in Analytics', () => {
  it('shows every rate with its counts, by bureau, by round and by specialist', async () => {
    const row = { total: 40, deleted: 12, updated: 8, verified: 16, noAnswer: 4 };
    const results: OutcomeResults = {
      groups: {
        bureau: [{ label: 'Equifax', ...row }],
        furnisher: [],
        letterType: [],
        round: [{ label: 'Round 2', ...row, deleted: 3 }],
        specialist: [{ label: 'Dana Reyes', ...row, deleted: 20 }],
      },
    };
    server.use(http.get('/api/admin/outcome-results', () => HttpResponse.json(results)));
    renderWithProviders(<OutcomeResultsCard />);
    const equifax = await screen.findByRole('row', { name: /Equifax/ });
    expect(within(equifax).getByText('12 of 40 deleted, 30%')).toBeInTheDocument();
    expect(within(equifax).getByText('4 of 40 unanswered, 10%')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Round'));
    expect(
      within(screen.getByRole('row', { name: /Round 2/ })).getByText('3 of 40 deleted, 8%'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByText('Specialist'));
    expect(
      within(screen.getByRole('row', { name: /Dana Reyes/ })).getByText('20 of 40 deleted, 50%'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByText('Creditor'));
    expect(screen.getByText(/No answered letters yet/)).toBeInTheDocument();
  });
});
