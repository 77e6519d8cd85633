import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ClientCreditScore } from './client-credit-score';

describe('the Dispute Center’s Credit Score', () => {
  it('labels 618 FAIR, as the client’s own gauge does, whatever rating was stored with the report', async () => {
    server.use(
      http.get('/api/credit-reports/42', () =>
        HttpResponse.json({
          id: 1,
          userId: 42,
          creditScore: 618,
          creditRating: 'POOR',
          utilizationRate: 0.64,
          accountAge: 41,
          lastUpdated: '2026-11-22T12:00:00.000Z',
        }),
      ),
    );
    renderWithProviders(<ClientCreditScore clientId={42} />);
    expect(await screen.findByTestId('client-score')).toHaveTextContent('618');
    expect(screen.getByText('FAIR')).toBeInTheDocument();
    expect(screen.queryByText('POOR')).not.toBeInTheDocument();
  });
});
