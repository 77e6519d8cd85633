import { creditProfileMessages } from '@app/contracts/credit-monitoring.contract';
import { fireEvent, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { personWith } from '../../../testing/person';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { CreditProfilesPanel } from './credit-profiles-panel';

const connection = {
  id: 1,
  userId: 12,
  user: null,
  accountEmail: 'gone@example.com',
  provider: 'SMART_CREDIT',
  isActive: true,
  lastSyncDate: null,
  source: 'sandbox',
};
const render = () => renderWithProviders(<CreditProfilesPanel />, { user: personWith('ADMIN') });

describe('Credit Profiles', () => {
  it('says so when no client has connected yet', async () => {
    server.use(http.get('/api/admin/credit-connections', () => HttpResponse.json([])));
    render();
    expect(screen.getByText(creditProfileMessages.loadingProfiles)).toBeInTheDocument();
    expect(await screen.findByText(creditProfileMessages.emptyTitle)).toBeInTheDocument();
  });

  it('names a client without a user Unknown Client, and offers Retry when the data is unavailable', async () => {
    let reads = 0;
    server.use(
      http.get('/api/admin/credit-connections', () => HttpResponse.json([connection])),
      http.get('/api/admin/credit-data/12', () => {
        reads += 1;
        return reads === 1
          ? HttpResponse.json(
              { error: { code: 'NOT_FOUND', message: 'Credit data not found' } },
              { status: 404 },
            )
          : HttpResponse.json({
              score: 702,
              reportDate: '2026-11-20',
              source: 'sandbox',
              accounts: [
                {
                  accountName: 'Citibank Card',
                  accountType: 'Credit Card',
                  balance: '1200.00',
                  paymentStatus: 'Current',
                  bureaus: ['EXPERIAN'],
                },
                {
                  accountName: 'LVNV Funding',
                  accountType: 'Collection',
                  balance: '450.00',
                  paymentStatus: 'Collection',
                  bureaus: ['EXPERIAN'],
                },
              ],
              inquiries: [],
              publicRecords: [],
            });
      }),
    );
    render();
    expect(await screen.findByText(creditProfileMessages.unknownClient)).toBeInTheDocument();
    expect(await screen.findByText(creditProfileMessages.unavailableTitle)).toBeInTheDocument();
    expect(screen.getByText(creditProfileMessages.unavailable)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('702')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Accounts' }));
    expect(await screen.findByText('$450.00')).toBeInTheDocument();
    expect(screen.getByText('Collection', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
  });
});
