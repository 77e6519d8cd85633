import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aDispute } from '../../../testing/a-dispute';
import { aMailPiece } from '../../../testing/a-mail-piece';
import { server } from '../../../testing/msw-server';
import { personWith } from '../../../testing/person';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { CreditRepairDisputes } from './credit-repair-disputes';

const mailedPiece = aMailPiece({ disputeId: 2 });

describe('the Disputes tab and the certified mail card', () => {
  it('asks for the mailed piece only of a letter the product mailed, not of one mailed by hand', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/disputes', () =>
        HttpResponse.json([
          aDispute({ id: 1, status: 'SENT', mailedBy: 'CONSUMER', dateSent: '2026-03-01T12:00:00.000Z' }),
          aDispute({ id: 2, status: 'SENT', mailedByProduct: true, dateSent: '2026-03-02T12:00:00.000Z' }),
        ]),
      ),
      http.get('/api/disputes/:id/mail', ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json(mailedPiece);
      }),
      // The panels loaded beside the letters are not what this test is about.
      http.get('*', () => new HttpResponse(null, { status: 404 })),
    );
    renderWithProviders(<CreditRepairDisputes />, { user: personWith('STANDARD') });
    expect(
      await screen.findByRole('heading', { name: 'Certified mail' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Certified mail' })).toHaveLength(1);
    expect(asked).toEqual(['2']);
  });
});
