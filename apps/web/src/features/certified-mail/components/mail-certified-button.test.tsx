import { fireEvent, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aMailPiece } from '../../../testing/a-mail-piece';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { MailCertifiedButton } from './mail-certified-button';

const price = {
  pages: 3,
  printCents: 45,
  postageCents: 78,
  certifiedCents: 530,
  returnReceiptCents: 262,
  totalCents: 915,
};

describe('mailing letters certified from the tracking page', () => {
  it('shows each letter’s PDF and price before anything is sent, then what was mailed and what was refused', async () => {
    let mailed: unknown = null;
    server.use(
      http.get('/api/mail/quote', () =>
        HttpResponse.json({
          provider: 'simulated',
          providerLabel: 'Simulated mail (no mail account connected)',
          pieces: [
            { disputeId: 31, ...price },
            { disputeId: 32, ...price },
          ],
          totalCents: 1830,
        }),
      ),
      http.post('/api/mail/batches', async ({ request }) => {
        mailed = await request.json();
        return HttpResponse.json({
          pieces: [],
          refused: [
            {
              disputeId: 32,
              code: 'NOT_APPROVED',
              message: 'This letter is not approved by the client yet, so it cannot be mailed.',
            },
          ],
        });
      }),
    );
    const names: Record<number, string> = { 31: 'Letter to Equifax', 32: 'Letter to Experian' };
    renderWithProviders(<MailCertifiedButton disputeIds={[31, 32]} label={(id) => names[id] ?? ''} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mail 2 letters certified…' }));

    expect(await screen.findByText('Simulated mail (no mail account connected)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Letter to Equifax (PDF)' })).toHaveAttribute(
      'href',
      '/api/disputes/31/mail/preview',
    );
    expect(screen.getByTestId('mail-total')).toHaveTextContent('$18.30');
    expect(mailed).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Mail 2 letters for $18.30' }));
    expect(await screen.findByText(/Letter to Experian: This letter is not approved/)).toBeInTheDocument();
    expect(mailed).toEqual({ disputeIds: [31, 32] });
  });

  it('mails a client’s letters in one batch with the enclosures picked once, priced and previewed as printed', async () => {
    const quoted: (string | null)[] = [];
    const mailed: unknown[] = [];
    const pieceOf = (disputeId: number) =>
      aMailPiece({
        id: disputeId,
        disputeId,
        status: 'SENT',
        statusLabel: 'Sent to the print shop',
        pages: 5,
        costCents: price.totalCents,
        postageCents: price.postageCents,
        mailedAt: null,
      });
    server.use(
      http.get('/api/mail/quote', ({ request }) => {
        const enclosures = new URL(request.url).searchParams.get('enclosureDocumentIds');
        quoted.push(enclosures);
        const pages = enclosures ? 5 : 3;
        return HttpResponse.json({
          provider: 'simulated',
          providerLabel: 'Simulated mail (no mail account connected)',
          pieces: [
            { disputeId: 31, ...price, pages },
            { disputeId: 32, ...price, pages },
          ],
          totalCents: price.totalCents * 2,
        });
      }),
      http.post('/api/mail/batches', async ({ request }) => {
        mailed.push(await request.json());
        return HttpResponse.json({ pieces: [pieceOf(31), pieceOf(32)], refused: [] });
      }),
    );
    const names: Record<number, string> = { 31: 'Letter to Equifax', 32: 'Letter to Experian' };
    renderWithProviders(
      <MailCertifiedButton
        disputeIds={[31, 32]}
        label={(id) => names[id] ?? ''}
        enclosureChoices={[
          { id: 7, name: 'drivers-license.jpg', masked: true },
          { id: 8, name: 'utility-bill.pdf', masked: false },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mail 2 letters certified…' }));
    const id = await screen.findByRole('checkbox', { name: /drivers-license\.jpg/ });
    expect(screen.getByText(/numbers covered up to their last 4 digits/)).toBeInTheDocument();
    fireEvent.click(id);
    fireEvent.click(screen.getByRole('checkbox', { name: /utility-bill\.pdf/ }));

    expect(await screen.findByRole('link', { name: 'Letter to Experian (PDF)' })).toHaveAttribute(
      'href',
      '/api/disputes/32/mail/preview?enclosureDocumentIds=7,8',
    );
    expect(quoted.at(-1)).toBe('7,8');
    fireEvent.click(screen.getByRole('button', { name: /^Mail 2 letters for/ }));
    expect(await screen.findByText(/handed to the print shop/)).toBeInTheDocument();
    // One request for the client's letters, the enclosures named once.
    expect(mailed).toEqual([{ disputeIds: [31, 32], enclosureDocumentIds: [7, 8] }]);
  });

  it('says in people’s words why the letters were not mailed, never the server’s raw answer', async () => {
    const quote = {
      provider: 'simulated',
      providerLabel: 'Simulated mail (no mail account connected)',
      pieces: [{ disputeId: 31, ...price }],
      totalCents: 915,
    };
    server.use(
      http.get('/api/mail/quote', () => HttpResponse.json(quote)),
      http.post('/api/mail/batches', () =>
        HttpResponse.json(
          {
            error: {
              code: 'CONFLICT',
              message: 'This letter has already been mailed; it is never mailed twice.',
            },
          },
          { status: 409 },
        ),
      ),
    );
    renderWithProviders(<MailCertifiedButton disputeIds={[31]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mail 1 letter certified…' }));
    expect(await screen.findByRole('link', { name: 'Letter D-31 (PDF)' })).toBeInTheDocument();
    expect(screen.getByText(/Postage is billed at cost/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Mail 1 letter for $9.15' }));
    const alert = await screen.findByText('This letter has already been mailed; it is never mailed twice.');
    expect(alert.textContent).not.toMatch(/409|\{/);
  });

  it('says a queued letter will go by itself, in the contract’s words', async () => {
    server.use(
      http.get('/api/mail/quote', () =>
        HttpResponse.json({
          provider: 'lob',
          providerLabel: 'Lob',
          pieces: [{ disputeId: 31, ...price }],
          totalCents: 915,
        }),
      ),
      http.post('/api/mail/batches', () =>
        HttpResponse.json({
          pieces: [
            aMailPiece({
              id: 1,
              provider: 'lob',
              providerLabel: 'Lob',
              status: 'QUEUED',
              statusLabel: 'Queued',
              mailedAt: null,
              postageCents: 78,
              lastError: 'ECONNRESET socket hang up',
            }),
          ],
          refused: [],
        }),
      ),
    );
    renderWithProviders(<MailCertifiedButton disputeIds={[31]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mail 1 letter certified…' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mail 1 letter for $9.15' }));
    expect(await screen.findByText(/could not be reached; the letter is queued/)).toBeInTheDocument();
    expect(screen.queryByText(/provider did not answer|ECONNRESET/)).toBeNull();
  });
});
