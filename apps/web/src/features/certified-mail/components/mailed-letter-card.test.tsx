import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aMailPiece } from '../../../testing/a-mail-piece';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { MailedLetterCard } from './mailed-letter-card';

const returned = aMailPiece({
  status: 'RETURNED_TO_SENDER',
  statusLabel: 'Returned to sender',
  trackingNumber: '9207190000000000000001',
  needsAttention: true,
});

describe('a returned certified letter on the tracking page', () => {
  it('asks the professional to check the address and mark it handled, which clears the notice', async () => {
    let handled = 0;
    server.use(
      http.get('/api/disputes/31/mail', () => HttpResponse.json(returned)),
      http.post('/api/disputes/31/mail/handled', () => {
        handled++;
        return HttpResponse.json({ ...returned, needsAttention: false });
      }),
    );
    renderWithProviders(<MailedLetterCard disputeId={31} canHandle />);
    expect(await screen.findByText(/came back\. Check the client’s address/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Mark handled' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark handled' })).toBeNull());
    expect(handled).toBe(1);
  });

  it('shows the client no such notice', async () => {
    server.use(http.get('/api/disputes/31/mail', () => HttpResponse.json(returned)));
    renderWithProviders(<MailedLetterCard disputeId={31} />);
    expect(await screen.findByText('Returned to sender')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark handled' })).toBeNull();
  });
});

describe('a queued certified letter', () => {
  it('says it will be sent by itself, never the provider’s own error', async () => {
    server.use(
      http.get('/api/disputes/31/mail', () =>
        HttpResponse.json({
          ...returned,
          status: 'QUEUED',
          statusLabel: 'Queued',
          mailedAt: null,
          needsAttention: false,
          lastError: '502: {"error":"upstream timeout"}',
        }),
      ),
    );
    renderWithProviders(<MailedLetterCard disputeId={31} />);
    expect(await screen.findByText(/could not be reached; the letter is queued/)).toBeInTheDocument();
    expect(screen.queryByText(/upstream timeout/)).toBeNull();
  });
});
