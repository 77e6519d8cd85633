import { leadMessages } from '@app/contracts/leads.contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { LeadForm } from './lead-form';

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Request' }));

describe('the lead form', () => {
  it('marks every missing field with its message and moves focus to the first', async () => {
    renderWithProviders(<LeadForm supportEmail="team@example.com" homePath="/" />);
    submit();
    expect(await screen.findByText(leadMessages.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(leadMessages.lastNameRequired)).toBeInTheDocument();
    expect(screen.getByText(leadMessages.phoneRequired)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^First Name/)).toHaveFocus());
  });

  it('asks for a credit issue once the name and phone are there', async () => {
    renderWithProviders(<LeadForm supportEmail="team@example.com" homePath="/" />);
    type(/^First Name/, 'Robin');
    type(/^Last Name/, 'Vale');
    type(/^Phone Number/, '(555) 010-2233');
    submit();
    expect(await screen.findByText(leadMessages.issuesBody)).toBeInTheDocument();
    expect(screen.queryByText(leadMessages.firstNameRequired)).not.toBeInTheDocument();
  });

  it('puts the server\u2019s message on the field it names, then confirms a request that went through', async () => {
    let calls = 0;
    server.use(
      http.post('/api/contact/lead-submission', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              {
                error: {
                  code: 'VALIDATION_ERROR',
                  message: 'Invalid body.email',
                  details: [{ field: 'body.email', message: leadMessages.emailInvalid }],
                },
              },
              { status: 400 },
            )
          : HttpResponse.json({ id: 1, received: true }, { status: 201 });
      }),
    );
    renderWithProviders(<LeadForm supportEmail="team@example.com" homePath="/" />);
    type(/^First Name/, 'Robin');
    type(/^Last Name/, 'Vale');
    type(/^Phone Number/, '(555) 010-2233');
    type(/^Email/, 'robin@example.com');
    fireEvent.click(screen.getByLabelText('Collections'));
    submit();
    expect(await screen.findByText(leadMessages.emailInvalid)).toBeInTheDocument();
    submit();
    expect(await screen.findByText(leadMessages.successTitle)).toBeInTheDocument();
    expect(screen.getByText(leadMessages.successBody)).toBeInTheDocument();
  });
});
