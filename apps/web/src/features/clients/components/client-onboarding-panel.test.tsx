import { invitationMessages } from '@app/contracts/client-onboarding.contract';
import { fireEvent, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ClientOnboardingPanel } from './client-onboarding-panel';

const onboarding = (status: string, expiresAt: string | null) => ({
  userId: 31,
  phone: '(512) 555-0147',
  ssnLast4: '6789',
  chosenPlanId: 2,
  creditIssues: ['Collections'],
  notes: 'Calls after 5pm please.',
  invitation: { status, expiresAt },
});
const planName = (id: number) => (id === 2 ? 'Elite Plan' : undefined);

describe('the client’s onboarding panel', () => {
  it('shows when the invitation expires and what was given, the SSN by its last 4 only', async () => {
    server.use(
      http.get('/api/admin/clients/31/onboarding', () =>
        HttpResponse.json(onboarding('pending', '2026-11-27T00:00:00.000Z')),
      ),
    );
    renderWithProviders(<ClientOnboardingPanel clientId={31} planName={planName} />);
    expect(await screen.findByText(/^Invitation expires on Nov 2[67], 2026/)).toBeInTheDocument();
    expect(screen.getByText('(512) 555-0147')).toBeInTheDocument();
    expect(screen.getByText('Ending in 6789')).toBeInTheDocument();
    expect(screen.getByText('Elite Plan')).toBeInTheDocument();
    expect(screen.getByText('Collections')).toBeInTheDocument();
    expect(screen.getByText('Calls after 5pm please.')).toBeInTheDocument();
  });

  it('says an expired invitation is to be resent, and shows the new link once', async () => {
    let sent = false;
    server.use(
      http.get('/api/admin/clients/31/onboarding', () =>
        HttpResponse.json(
          sent
            ? onboarding('pending', '2026-12-04T00:00:00.000Z')
            : onboarding('expired', '2026-11-10T12:00:00.000Z'),
        ),
      ),
      http.post('/api/admin/clients/31/invitation', () => {
        sent = true;
        return HttpResponse.json(
          {
            link: 'https://app.example.test/reset-password?token=zyxwvutsrqponmlkjihgfedcba',
            expiresAt: '2026-12-04T00:00:00.000Z',
          },
          { status: 201 },
        );
      }),
    );
    renderWithProviders(<ClientOnboardingPanel clientId={31} planName={planName} />);
    expect(await screen.findByText(invitationMessages.expired)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Resend invitation' }));
    expect(await screen.findByLabelText('Invitation link')).toHaveValue(
      'https://app.example.test/reset-password?token=zyxwvutsrqponmlkjihgfedcba',
    );
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    // On the fresh link's notice and, once read again, on the invitation's state.
    expect(await screen.findAllByText(/^Invitation expires on Dec [34], 2026/)).toHaveLength(2);
  });
});
