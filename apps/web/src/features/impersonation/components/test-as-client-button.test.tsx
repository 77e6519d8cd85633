import { invitationMessages } from '@app/contracts/client-onboarding.contract';
import { impersonationMessages } from '@app/contracts/impersonation.contract';
import { fireEvent, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { TestAsClientButton } from './test-as-client-button';

const refuse = (status: number, code: string, message: string) =>
  server.use(
    http.post('/api/admin/impersonation', () => HttpResponse.json({ error: { code, message } }, { status })),
  );

describe('Test as Client', () => {
  it('links a refusal for want of two-factor authentication to where the admin sets it up', async () => {
    refuse(403, 'SECOND_FACTOR_REQUIRED', impersonationMessages.needsSecondFactor);
    renderWithProviders(<TestAsClientButton client={{ id: 4, name: 'Casey Bennett' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Test as Client: Casey Bennett' }));
    expect(await screen.findByText(impersonationMessages.needsSecondFactor)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up two-factor authentication' })).toHaveAttribute(
      'href',
      '/account/two-factor',
    );
  });

  it('says the client has not accepted the invitation instead of offering the button', () => {
    renderWithProviders(
      <TestAsClientButton client={{ id: 4, name: 'Casey Bennett', awaitingInvitation: true }} />,
    );
    expect(screen.getByText(invitationMessages.awaitingAcceptance)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the server’s reason when the invitation was not accepted meanwhile', async () => {
    refuse(409, 'INVITATION_NOT_ACCEPTED', invitationMessages.awaitingAcceptance);
    renderWithProviders(<TestAsClientButton client={{ id: 4, name: 'Casey Bennett' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Test as Client: Casey Bennett' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(invitationMessages.awaitingAcceptance);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
