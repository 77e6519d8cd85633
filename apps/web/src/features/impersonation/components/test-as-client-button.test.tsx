import { invitationMessages } from '@app/contracts/client-onboarding.contract';
import { impersonationMessages } from '@app/contracts/impersonation.contract';
import { type SensitiveReason, sensitiveReasonLabels } from '@app/contracts/sensitive-access-words';
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { TestAsClientButton } from './test-as-client-button';

/** Clicks Test as Client and gives a reason in the dialog it opens. */
async function startTesting() {
  fireEvent.click(screen.getByRole('button', { name: 'Test as Client: Casey Bennett' }));
  const dialog = await screen.findByRole('dialog', { name: 'Test as Casey Bennett' });
  fireEvent.change(within(dialog).getByRole('combobox', { name: /Why do you need it/ }), {
    target: { value: reasonOf('Helping the client with their account') },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Start testing' }));
}

const refuse = (status: number, code: string, message: string) =>
  server.use(
    http.post('/api/admin/impersonation', () => HttpResponse.json({ error: { code, message } }, { status })),
  );

/** The reason whose words a person picks. */
const reasonOf = (label: string) =>
  (Object.keys(sensitiveReasonLabels) as SensitiveReason[]).find((r) => sensitiveReasonLabels[r] === label);

describe('Test as Client', () => {
  it('links a refusal for want of two-factor authentication to where the admin sets it up', async () => {
    refuse(403, 'SECOND_FACTOR_REQUIRED', impersonationMessages.needsSecondFactor);
    renderWithProviders(<TestAsClientButton client={{ id: 4, name: 'Casey Bennett' }} />);
    await startTesting();
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
    await startTesting();
    expect(await screen.findByRole('alert')).toHaveTextContent(invitationMessages.awaitingAcceptance);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
