import { creditFigureMessages } from '@app/contracts/credit-figures';
import type { CreditReport, ScorePoint } from '@app/contracts/credit-reports.contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentScoreCard } from '../../../features/credit-reports/components/current-score-card';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { DashboardProgress, DashboardScoreSummary } from './dashboard-sections';

const now = new Date('2026-06-15T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

function answer(report: CreditReport | null, history: ScorePoint[]) {
  server.use(
    http.get('/api/credit-reports', () => HttpResponse.json(report)),
    http.get('/api/score-history', () => HttpResponse.json(history)),
    http.get('/api/credit-goals', () => HttpResponse.json({ targetScore: 750, isDefault: true })),
    http.get('/api/credit-issues', () => HttpResponse.json([])),
  );
}

const report = (over: Partial<CreditReport>): CreditReport => ({
  id: 1,
  userId: 7,
  creditScore: 650,
  creditRating: 'FAIR',
  utilizationRate: null,
  accountAge: null,
  source: 'specialist',
  lastUpdated: daysAgo(40),
  ...over,
});

function Dashboard() {
  return (
    <>
      <DashboardScoreSummary />
      <CurrentScoreCard />
      <DashboardProgress />
    </>
  );
}

describe('the dashboard’s credit figures', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows no number before any report, only what will fill it', async () => {
    answer(null, []);
    renderWithProviders(<Dashboard />);
    expect(await screen.findByTestId('no-score')).toHaveTextContent(creditFigureMessages.noScore);
    expect(screen.getByTestId('dashboard-summary')).toHaveTextContent(creditFigureMessages.noScore);
    const tracker = screen.getByRole('region', { name: 'Progress Tracker' });
    expect(await within(tracker).findByText(creditFigureMessages.noScoreShort)).toBeInTheDocument();
    expect(within(tracker).getByText(creditFigureMessages.noAccountAge)).toBeInTheDocument();
    // Neither the old assumed figures nor any score appear.
    for (const text of ['650', 'FAIR', 'Utilization 30%', '36 / 60 months']) {
      expect(screen.queryByText(text, { exact: false })).not.toBeInTheDocument();
    }
  });

  it('marks a starting score as entered by your specialist, and compares nothing with it', async () => {
    const first = report({ creditScore: 628, source: 'upload', lastUpdated: daysAgo(2) });
    answer(first, [
      { score: 650, recordedAt: daysAgo(40), source: 'specialist' },
      { score: 628, recordedAt: daysAgo(2), source: 'upload' },
    ]);
    const view = renderWithProviders(<Dashboard />);
    expect(await screen.findByText(/Utilization not known yet/)).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-summary')).toHaveTextContent('Your current score is 628');
    // The first reading is the baseline: no "−22 in the last 30 days" against the specialist's 650.
    expect(screen.queryByTestId('score-change')).not.toBeInTheDocument();
    expect(screen.getByTestId('dashboard-summary')).not.toHaveTextContent(/last 30 days/);
    expect(screen.getByText(creditFigureMessages.firstReading)).toBeInTheDocument();
    view.unmount();

    answer(report({}), [{ score: 650, recordedAt: daysAgo(40), source: 'specialist' }]);
    renderWithProviders(<Dashboard />);
    expect(await screen.findByTestId('score-source')).toHaveTextContent(
      `Score ${creditFigureMessages.enteredBySpecialist}`,
    );
    expect(screen.getByTestId('dashboard-summary')).toHaveTextContent(
      `Your current score is 650 (entered by your specialist)`,
    );
  });

  it('shows the change between two readings', async () => {
    answer(report({ creditScore: 640, source: 'upload', utilizationRate: 0.12, lastUpdated: daysAgo(1) }), [
      { score: 700, recordedAt: daysAgo(60), source: 'specialist' },
      { score: 628, recordedAt: daysAgo(20), source: 'upload' },
      { score: 640, recordedAt: daysAgo(1), source: 'upload' },
    ]);
    renderWithProviders(<Dashboard />);
    expect(await screen.findByTestId('score-change')).toHaveTextContent('+12 in the last 30 days');
    expect(screen.getByText(/Utilization 12%/)).toBeInTheDocument();
    expect(screen.queryByTestId('score-source')).not.toBeInTheDocument();
  });
});
