import type { MonitoringConnection, SyncHistoryEntry } from '@app/contracts/credit-monitoring.contract';
import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { personWith } from '../../../testing/person';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { MonitoringPanel } from './monitoring-panel';

const experian: MonitoringConnection = {
  id: 3,
  userId: 7,
  provider: 'EXPERIAN',
  accountEmail: 'casey@example.com',
  syncFrequency: 'WEEKLY',
  autoSyncEnabled: true,
  isActive: true,
  lastSyncDate: '2026-11-21T20:00:00.000Z',
  ssnLast4: '3318',
  source: 'sandbox',
  createdAt: '2026-10-24T20:00:00.000Z',
};
const entry = (id: number, over: Partial<SyncHistoryEntry> = {}): SyncHistoryEntry => ({
  id,
  connectionId: 3,
  provider: 'EXPERIAN',
  syncDate: new Date(Date.UTC(2026, 10, 21 - id)).toISOString(),
  syncStatus: 'SUCCESS',
  issuesFound: 0,
  itemsRemoved: 0,
  removedItems: [],
  scoreChange: 0,
  score: 611,
  message: null,
  ...over,
});

const api = (connections: MonitoringConnection[], history: SyncHistoryEntry[]) =>
  server.use(
    http.get('/api/credit-monitoring-connections', () => HttpResponse.json(connections)),
    http.get('/api/credit-file-sync-history', () => HttpResponse.json(history)),
  );
const render = (canManage: boolean) =>
  renderWithProviders(
    <>
      <Notifications />
      <MonitoringPanel canManage={canManage} connectExperian={<a href="/experian">Connect Experian</a>} />
    </>,
    { user: personWith(canManage ? 'BETA_TESTER' : 'CLIENT_VIEWER') },
  );

describe('the Monitor tab', () => {
  it('prompts a person without a connection to connect Experian', async () => {
    api([], []);
    render(false);
    expect(await screen.findByText('No Monitoring Connected')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect Experian' })).toHaveAttribute('href', '/experian');
    expect(screen.queryByRole('button', { name: 'Add Connection' })).not.toBeInTheDocument();
  });

  it('shows a client viewer the connected provider and the five newest syncs, without actions', async () => {
    const removal = entry(0, {
      itemsRemoved: 1,
      scoreChange: 7,
      removedItems: [{ issueId: 5, title: 'Old telecom collection', creditor: 'ERC', creditedDisputeId: 9 }],
    });
    api([experian], [removal, ...[1, 2, 3, 4, 5, 6].map((i) => entry(i))]);
    render(false);
    expect(await screen.findByText('Connected: Experian')).toBeInTheDocument();
    expect(screen.getByText('Demo connection')).toBeInTheDocument();
    expect(screen.getByText(/SSN ending 3318/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sync Experian' })).not.toBeInTheDocument();
    const history = await screen.findByTestId('sync-history');
    expect(within(history).getAllByRole('listitem')).toHaveLength(5);
    expect(
      within(history).getByText('Removed: Old telecom collection — after your dispute'),
    ).toBeInTheDocument();
  });

  it('syncs a connection and says Sync Complete; a failure says Sync Failed with the provider’s message', async () => {
    let calls = 0;
    api([experian], [entry(1)]);
    server.use(
      http.post('/api/sync-credit-monitoring/3', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ connection: experian, entry: entry(0, { issuesFound: 2, scoreChange: -4 }) })
          : HttpResponse.json(
              { error: { code: 'PROVIDER_ERROR', message: 'Experian did not answer within 15000 ms' } },
              { status: 502 },
            );
      }),
    );
    render(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Sync Experian' }));
    expect(await screen.findByText('Sync Complete')).toBeInTheDocument();
    expect(screen.getByText('2 new issues, 0 items removed, score change -4.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sync Experian' }));
    expect(await screen.findByText('Sync Failed')).toBeInTheDocument();
    expect(screen.getByText('Experian did not answer within 15000 ms')).toBeInTheDocument();
  });

  it('asks for the missing fields before adding, with the spec’s defaults', async () => {
    api([experian], []);
    render(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Connection' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/^Sync frequency/)).toHaveValue('DAILY');
    expect(within(dialog).getByLabelText(/^Auto-sync/)).toBeChecked();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Connection' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
  });
});
