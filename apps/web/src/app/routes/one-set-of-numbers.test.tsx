import { monthlyDefinitions, monthlyLabels } from '@app/contracts/analytics.contract';
import { betaFeatures, featureUsageLabels } from '@app/contracts/beta-features';
import { personDate } from '@app/contracts/common/person-dates';
import type { CreditReport } from '@app/contracts/credit-reports.contract';
import { addCalendarDays, localIsoDate } from '@app/contracts/follow-up';
import type { CreditCard } from '@app/contracts/utilization.contract';
import type { WorkQueueItem } from '@app/contracts/work-queue.contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MonthlySummaryCard } from '../../features/analytics/components/monthly-summary';
import { CurrentScoreCard } from '../../features/credit-reports/components/current-score-card';
import { ReportUtilizationNote } from '../../features/credit-reports/components/report-utilization-note';
import { FeatureAnalyticsPanel } from '../../features/feedback/components/feature-analytics';
import { FollowUpAlerts } from '../../features/mail-tracking/components/follow-up-alerts';
import { UtilizationPanel } from '../../features/utilization/components/utilization-panel';
import { WorkQueueGroupCard } from '../../features/work-queue/components/work-queue-group';
import { aDispute } from '../../testing/a-dispute';
import { server } from '../../testing/msw-server';
import { renderWithProviders } from '../../testing/render-with-providers';

// A frozen now; every date below is relative to the day it is where the test runs.
const now = new Date('2026-11-28T15:00:00.000Z');
const today = localIsoDate(now);

const report: CreditReport = {
  id: 1,
  userId: 7,
  creditScore: 618,
  creditRating: 'FAIR',
  utilizationRate: 0.64,
  accountAge: 41,
  source: 'seed',
  lastUpdated: '2026-11-26T12:00:00.000Z',
};
// 37.9% of the limits: newer balances than the report's.
const cards: CreditCard[] = [
  {
    id: 'card-1',
    source: 'ADDED',
    cardName: 'Everyday Visa',
    bank: 'Harbor Bank',
    currentBalance: 1_516_00,
    creditLimit: 4_000_00,
    interestRate: 2449,
    dueDate: null,
  },
];

describe('one set of numbers on the screens that show the same figure', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes the report’s utilization the same way on the dashboard and the Utilization tab, and names the cards’ figure apart', async () => {
    server.use(
      http.get('/api/credit-reports', () => HttpResponse.json(report)),
      http.get('/api/score-history', () => HttpResponse.json([])),
      http.get('/api/credit-cards', () => HttpResponse.json(cards)),
      http.get('/api/utilization-alerts', () => HttpResponse.json([])),
    );
    renderWithProviders(
      <>
        <CurrentScoreCard />
        <UtilizationPanel reported={<ReportUtilizationNote />} />
      </>,
    );
    const dashboard = await screen.findByRole('region', { name: 'Current Score' });
    const tab = await screen.findByTestId('report-utilization');
    // The report's day is the reader's: 12:00 UTC on the 26th is already the 27th in UTC+14.
    const words = `Utilization 64% on your credit report of ${personDate(report.lastUpdated)}`;
    expect(await within(dashboard).findByText(words)).toBeInTheDocument();
    expect(tab).toHaveTextContent(words);
    // The cards' own figure is another one, and the tab says where each comes from.
    expect(screen.getByText('37.9%')).toBeInTheDocument();
    expect(tab).toHaveTextContent('balances you entered for your cards');
    expect(dashboard).not.toHaveTextContent('37.9%');
  });

  it('writes a follow-up’s overdue days the same way on the dashboard and in the admin’s queue', async () => {
    const followUpDate = addCalendarDays(today, -11);
    const dispute = aDispute({
      id: 2,
      status: 'FOLLOW_UP_REQUIRED',
      issueTitle: 'Medical collection',
      followUpDate,
    });
    const item: WorkQueueItem = {
      key: 'FOLLOW_UP_DUE-2',
      group: 'FOLLOW_UP_DUE',
      recordId: 2,
      clientId: 7,
      clientName: 'Casey Bennett',
      assignedSpecialist: null,
      title: 'Equifax: Medical collection',
      dueDate: followUpDate,
      waitingSince: followUpDate,
      waitingDays: 11,
      overdue: true,
    };
    renderWithProviders(
      <>
        <FollowUpAlerts disputes={[dispute]} today={today} />
        <WorkQueueGroupCard
          first={{ group: 'FOLLOW_UP_DUE', total: 1, page: 1, pageSize: 10, items: [item] }}
          today={today}
          assigned="everyone"
        />
      </>,
    );
    const alerts = screen.getByRole('region', { name: /Follow-up Alerts/ });
    const due = /due \w+ \d+, \d{4}, 11 days overdue/;
    const onDashboard = within(alerts).getByText(due).textContent?.match(due)?.[0];
    const inQueue = screen.getByTestId('work-queue-due').textContent?.match(due)?.[0];
    expect(onDashboard).toBeDefined();
    expect(inQueue).toBe(onDashboard);
    // The days waiting are the days overdue: said once, never as another count.
    expect(screen.queryByText(/Waiting for/)).not.toBeInTheDocument();
  });

  it('names the AI writer’s drafts apart from the disputes created, each screen saying what it counts', async () => {
    server.use(
      http.get('/api/admin/feedback/analytics', () =>
        HttpResponse.json(
          betaFeatures.map((feature) => ({
            feature,
            usageLabel: featureUsageLabels[feature],
            uses: feature === 'AI_DISPUTE_LETTERS' ? 1 : 0,
            ratings: 0,
            averageRating: null,
          })),
        ),
      ),
    );
    renderWithProviders(
      <>
        <FeatureAnalyticsPanel />
        <MonthlySummaryCard
          monthly={{
            definition: 'The last 12 calendar months.',
            columns: monthlyDefinitions,
            months: [
              {
                month: '2026-11',
                newClients: 2,
                disputesCreated: 15,
                disputesSent: 9,
                responsesReceived: 3,
                itemsDeleted: 1,
              },
            ],
          }}
        />
      </>,
    );
    const drafts = featureUsageLabels.AI_DISPUTE_LETTERS;
    expect(await screen.findByText(drafts)).toBeInTheDocument();
    expect(drafts).not.toMatch(new RegExp(monthlyLabels.disputesCreated, 'i'));
    // The Analytics figure's definition, as its (i) in the table tells it, says how the two differ.
    fireEvent.click(screen.getByRole('radio', { name: 'Table' }));
    const info = screen.getByRole('button', { name: `What “${monthlyLabels.disputesCreated}” means` });
    expect(info).toHaveAccessibleDescription(new RegExp(`“${drafts}”`));
  });
});
