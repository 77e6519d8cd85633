import type { OrganizationBilling } from '@app/contracts/organization-billing.contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { formatDay } from './charge-terms';
import { OrganizationBillingPanel } from './organization-billing-panel';

// Stripe's own frame stands in as a button: what matters is what the panel does once Stripe took the card.
vi.mock('./stripe-card-form', () => ({
  StripeCardForm: ({ onSucceeded }: { onSucceeded: () => void }) => (
    <button type="button" onClick={onSucceeded}>
      Stripe took the card
    </button>
  ),
}));

const billing: OrganizationBilling = {
  planName: 'White Label Plan',
  monthlyCents: 39_900,
  testMode: true,
  testCards: [{ number: '4242 4242 4242 4242', outcome: 'succeeds' }],
  card: null,
  serviceStartedAt: '2026-03-10T15:00:00.000Z',
  nextInvoiceAt: '2026-05-10T15:00:00.000Z',
  nextInvoiceCents: 39_900 + 998,
  invoices: [
    {
      id: 7,
      number: 'WL-000007',
      periodStart: '2026-03-10T15:00:00.000Z',
      periodEnd: '2026-04-10T15:00:00.000Z',
      lines: [
        { description: 'White Label Plan, 2026-03-10 to 2026-04-10', amountCents: 39_900 },
        { description: 'Certified mail postage at cost: 2 letters', amountCents: 1_996 },
      ],
      amountCents: 41_896,
      status: 'FAILED',
      createdAt: '2026-04-10T16:00:00.000Z',
      paidAt: null,
      failureMessage: 'No card on file: the owner adds one in Settings',
    },
  ],
  mailSpend: [
    { month: '2026-04', pieces: 1, cents: 998 },
    { month: '2026-03', pieces: 2, cents: 1_996 },
  ],
};

describe('the company’s billing', () => {
  it('shows the plan in arrears, the next invoice, each invoice’s lines with postage apart, and postage per month', async () => {
    server.use(http.get('/api/organization/billing', () => HttpResponse.json(billing)));
    renderWithProviders(<OrganizationBillingPanel />);
    expect((await screen.findByText('per month')).parentElement).toHaveTextContent('$399 per month');
    expect(screen.getByText(/Billed after each month of service ends, never before/)).toBeInTheDocument();
    // The invoice's moment on the reader's own calendar (May 10 at 15:00 UTC is May 11 in UTC+14).
    expect(screen.getByTestId('next-invoice')).toHaveTextContent(
      `Next invoice: ${formatDay('2026-05-10T15:00:00.000Z')}, $408.98 so far`,
    );
    const invoice = screen.getByTestId('organization-invoice');
    expect(within(invoice).getByText('Not paid')).toBeInTheDocument();
    const lines = within(invoice).getByRole('table', { name: 'Lines of invoice WL-000007' });
    expect(within(lines).getAllByRole('row')[1]).toHaveTextContent(
      'Certified mail postage at cost: 2 letters$19.96',
    );
    expect(within(invoice).getByRole('button', { name: /View invoice WL-000007/ })).toBeInTheDocument();
    const spend = screen.getByRole('list', { name: 'Postage per month' });
    expect(
      within(spend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['April 2026: 1 letter, $9.98', 'March 2026: 2 letters, $19.96']);
  });

  it('saves a test card through a setup, and shows the card it kept', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.get('/api/organization/billing', () => HttpResponse.json(billing)),
      http.post('/api/organization/billing/card', () =>
        HttpResponse.json({ clientSecret: 'seti_1_secret_2', provider: 'builtin', publishableKey: null }),
      ),
      http.post('/api/organization/billing/card/test-mode/confirm', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({
          ...billing,
          card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
        });
      }),
    );
    renderWithProviders(<OrganizationBillingPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add card' }));
    fireEvent.change(await screen.findByLabelText(/^Card number/), {
      target: { value: '4242 4242 4242 4242' },
    });
    fireEvent.change(screen.getByLabelText(/^CVC/), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('VISA ending 4242, expires 12/2030')).toBeInTheDocument();
    await waitFor(() =>
      expect(sent).toMatchObject({ clientSecret: 'seti_1_secret_2', cardNumber: '4242424242424242' }),
    );
    expect(screen.getByRole('button', { name: 'Replace card' })).toBeInTheDocument();
  });

  it('reads the card again once Stripe took it, without reloading the page', async () => {
    let reads = 0;
    server.use(
      http.get('/api/organization/billing', () => {
        reads++;
        return HttpResponse.json(
          reads === 1
            ? billing
            : { ...billing, card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 } },
        );
      }),
      http.post('/api/organization/billing/card', () =>
        HttpResponse.json({
          clientSecret: 'seti_1_secret_2',
          provider: 'stripe',
          publishableKey: 'pk_test_1',
        }),
      ),
    );
    renderWithProviders(<OrganizationBillingPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add card' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stripe took the card' }));
    expect(await screen.findByText('VISA ending 4242, expires 12/2030')).toBeInTheDocument();
    expect(reads).toBe(2);
    expect(screen.getByRole('button', { name: 'Replace card' })).toBeInTheDocument();
  });
});
