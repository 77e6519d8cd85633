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
    renderWithProviders(
      <LeadForm supportEmail="team@example.com" homePath="/" pricingPath="/#pricing-title" />,
    );
    submit();
    expect(await screen.findByText(leadMessages.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(leadMessages.lastNameRequired)).toBeInTheDocument();
    expect(screen.getByText(leadMessages.phoneRequired)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^First Name/)).toHaveFocus());
  });

  it('asks for a credit issue once the name and phone are there', async () => {
    renderWithProviders(
      <LeadForm supportEmail="team@example.com" homePath="/" pricingPath="/#pricing-title" />,
    );
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
    renderWithProviders(
      <LeadForm supportEmail="team@example.com" homePath="/" pricingPath="/#pricing-title" />,
    );
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

  it('shows the plan chosen on the pricing cards and sends it with the request', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.post('/api/contact/lead-submission', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ id: 2, received: true }, { status: 201 });
      }),
    );
    renderWithProviders(
      <LeadForm
        supportEmail="team@example.com"
        homePath="/"
        pricingPath="/#pricing-title"
        plan={{ id: 7, name: 'Premium Plan', price: '$99.99/month' }}
      />,
    );
    expect(screen.getByText('You chose the Premium Plan ($99.99/month)')).toBeInTheDocument();
    type(/^First Name/, 'Robin');
    type(/^Last Name/, 'Vale');
    type(/^Phone Number/, '(555) 010-2233');
    fireEvent.click(screen.getByLabelText('Collections'));
    submit();
    expect(await screen.findByText(leadMessages.successTitle)).toBeInTheDocument();
    expect(sent).toMatchObject({ planId: 7, firstName: 'Robin', source: 'landing_page_form' });
  });
});
