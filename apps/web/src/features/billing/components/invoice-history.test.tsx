import type { Invoice } from '@app/contracts/billing.contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { InvoiceHistory } from './invoice-history';

const lines = [
  {
    description: 'Deleted: Midland Credit ••1234 at Experian (seen on the report of March 20, 2026)',
    amountCents: 5000,
  },
  {
    description: 'Deleted: LVNV Funding ••5678 at Equifax (seen on the report of March 22, 2026)',
    amountCents: 5000,
  },
  {
    description:
      'Credit: Cavalry SPV ••3333 at TransUnion was reported again; its deletion, billed earlier, is refunded',
    amountCents: -2500,
  },
];

const perDeletion: Invoice = {
  id: 12,
  number: 'INV-000012',
  planName: 'Pay Per Deletion Plan',
  amountCents: 7500,
  amount: '75.00',
  status: 'PAID',
  periodStart: '2026-03-02T15:00:00.000Z',
  periodEnd: '2026-04-02T15:00:00.000Z',
  createdAt: '2026-04-03T00:00:00.000Z',
  paidAt: '2026-04-03T00:00:00.000Z',
  servicesPerformed: lines.map((l) => l.description),
  lines,
  failureMessage: null,
};

describe('the consumer’s invoice history', () => {
  it('shows a per-deletion invoice with one priced line per deletion, naming the item and the bureau', async () => {
    server.use(http.get('/api/stripe/invoices', () => HttpResponse.json([perDeletion])));
    renderWithProviders(<InvoiceHistory />);
    const table = await screen.findByRole('table', { name: 'Lines of invoice INV-000012' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Deleted: Midland Credit ••1234 at Experian');
    expect(rows[0]).toHaveTextContent('$50');
    expect(rows[1]).toHaveTextContent('LVNV Funding ••5678 at Equifax');
    expect(rows[2]).toHaveTextContent('−$25');
    expect(screen.getByText('$75')).toBeInTheDocument();
    // The lines are not repeated as a plain list of services.
    expect(screen.queryByRole('list', { name: /Services performed/ })).not.toBeInTheDocument();
  });
});
