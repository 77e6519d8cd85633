import { clientOnboardingMessages, invitationMessages } from '@app/contracts/client-onboarding.contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { personWith } from '../../../testing/person';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { AddClientForm } from './add-client-form';

const plans = [
  { id: 1, name: 'Pro Plan' },
  { id: 2, name: 'Elite Plan' },
];
const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Client' }));
const fillName = () => {
  type(/^First Name/, 'Olive');
  type(/^Last Name/, 'Onboard');
  type(/^Email/, 'olive@example.com');
};

describe('Add New Client', () => {
  it('checks phone, address, date of birth and SSN digits by the contract’s rules, beside each field', {
    timeout: 20_000,
  }, async () => {
    renderWithProviders(<AddClientForm plans={plans} />);
    fillName();
    type(/^Phone/, '555-0147');
    type(/^City/, 'Austin');
    type(/^State/, 'zz');
    type(/^ZIP code/, '7870');
    type(/^SSN/, '12');
    submit();
    expect(await screen.findByText(clientOnboardingMessages.phone)).toBeInTheDocument();
    expect(screen.getByText(clientOnboardingMessages.addressLine1Required)).toBeInTheDocument();
    expect(screen.getByText(clientOnboardingMessages.state)).toBeInTheDocument();
    expect(screen.getByText(clientOnboardingMessages.zipCode)).toBeInTheDocument();
    expect(screen.getByText(clientOnboardingMessages.ssnLast4)).toBeInTheDocument();
    expect(screen.getByLabelText(/^State/)).toHaveValue('ZZ');
    await waitFor(() => expect(screen.getByLabelText(/^Phone/)).toHaveFocus());
  });

  // Many fields typed and two answers awaited: slower than most on a busy machine.
  it('sends what was given, puts the server’s field errors on their fields, then shows the link once to copy', {
    timeout: 20_000,
  }, async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post('/api/users', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        if (bodies.length === 1) {
          return HttpResponse.json(
            {
              error: {
                code: 'VALIDATION_ERROR',
                message: 'Invalid body.dateOfBirth',
                details: [{ field: 'body.dateOfBirth', message: clientOnboardingMessages.dateOfBirthAdult }],
              },
            },
            { status: 400 },
          );
        }
        return HttpResponse.json(
          {
            ...personWith('CLIENT_VIEWER', { id: 31, requiresPasswordReset: true }),
            invitation: {
              link: 'https://app.example.test/reset-password?token=abcdefghijklmnopqrstuvwxyz',
              expiresAt: '2026-11-27T12:00:00.000Z',
            },
          },
          { status: 201 },
        );
      }),
    );
    const onCreated = vi.fn();
    const onDone = vi.fn();
    renderWithProviders(
      <AddClientForm plans={plans} initialValues={{ planId: 2 }} onCreated={onCreated} onDone={onDone} />,
    );
    fillName();
    type(/^Phone/, '512 555 0147');
    type(/^Address line 1/, '400 Congress Ave');
    type(/^City/, 'Austin');
    type(/^State/, 'tx');
    type(/^ZIP code/, '78701');
    type(/^Date of Birth/, '1984-07-09');
    type(/^SSN/, '6789');
    submit();
    expect(await screen.findByText(clientOnboardingMessages.dateOfBirthAdult)).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      firstName: 'Olive',
      email: 'olive@example.com',
      phone: '512 555 0147',
      address: { addressLine1: '400 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701' },
      dateOfBirth: '1984-07-09',
      ssnLast4: '6789',
      planId: 2,
    });

    submit();
    const link = await screen.findByLabelText('Invitation link');
    expect(link).toHaveValue('https://app.example.test/reset-password?token=abcdefghijklmnopqrstuvwxyz');
    expect(screen.getByText(invitationMessages.linkOnce)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 31 }));
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalled();
  });

  it('sends nothing optional that was left blank', async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      http.post('/api/users', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...personWith('CLIENT_VIEWER'), invitation: null }, { status: 201 });
      }),
    );
    renderWithProviders(<AddClientForm plans={plans} />);
    fillName();
    submit();
    await waitFor(() => expect(body).toBeDefined());
    // Blank fields travel as blanks, which the contract reads as "not given".
    expect(body).toMatchObject({ phone: '', dateOfBirth: '', ssnLast4: '', planId: null });
  });
});
