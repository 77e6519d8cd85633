import type { Dispute } from '@app/contracts/disputes.contract';
import type { NextRoundList, NextRoundSuggestion } from '@app/contracts/next-round.contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { NextRoundCard } from './next-round-card';

const base = {
  creditor: 'CAPITAL ONE',
  accountLast4: '4821',
  consumerSends: false,
  needsRecipientAddress: false,
  needsFirstContactDate: false,
};
const mov: NextRoundSuggestion = {
  ...base,
  issueId: 5,
  bureau: 'EQUIFAX',
  kind: 'METHOD_OF_VERIFICATION',
  title: 'Ask how it was verified',
  reason: 'Equifax said on 2026-03-02 that it verified this item.',
  letterType: 'METHOD_OF_VERIFICATION',
};
const furnisher: NextRoundSuggestion = {
  ...base,
  issueId: 6,
  bureau: 'TRANSUNION',
  creditor: 'SYNCB',
  kind: 'FURNISHER_DIRECT',
  title: 'Dispute directly with the creditor',
  reason: 'TransUnion changed this item but still reports it.',
  letterType: 'FURNISHER_DIRECT',
  consumerSends: true,
  needsRecipientAddress: true,
};
const complaint: NextRoundSuggestion = {
  ...base,
  issueId: 7,
  bureau: 'EXPERIAN',
  creditor: 'DISCOVER',
  kind: 'CFPB_COMPLAINT',
  title: 'File a complaint with the CFPB',
  reason: 'Experian did not answer your letter mailed 2026-02-02 within the 30 days the law gives it.',
  letterType: null,
  consumerSends: true,
};

const answer = (suggestions: NextRoundSuggestion[]) =>
  http.get('/api/dispute-outcomes/9/next-round', () =>
    HttpResponse.json({ suggestions } satisfies NextRoundList),
  );

describe('the next round card', () => {
  it('lists each suggestion with its reason, and drafts the letter one asks for', async () => {
    let posted: unknown = null;
    server.use(
      answer([mov, furnisher, complaint]),
      http.post('/api/dispute-outcomes/9/next-round/letter', async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json({ id: 40 } as Dispute, { status: 201 });
      }),
    );
    renderWithProviders(<NextRoundCard userId={9} />);
    const first = await screen.findByRole('article', {
      name: /Ask how it was verified: CAPITAL ONE ····4821, Equifax/,
    });
    expect(within(first).getByText(mov.reason)).toBeInTheDocument();
    fireEvent.click(within(first).getByRole('button', { name: 'Draft this letter' }));
    expect(
      await within(first).findByText(/Drafted\. The letter is with the other letters/),
    ).toBeInTheDocument();
    expect(posted).toEqual({ issueId: 5, bureau: 'EQUIFAX' });

    const direct = screen.getByRole('article', { name: /Dispute directly with the creditor/ });
    expect(
      within(direct).getByText('You send this letter yourself, from your own address.'),
    ).toBeInTheDocument();
    expect(within(direct).getByLabelText(/Mailing address of the creditor or collector/)).toBeInTheDocument();

    const packet = screen.getByRole('link', { name: 'Download complaint packet' });
    expect(packet).toHaveAttribute(
      'href',
      '/api/dispute-outcomes/9/next-round/complaint?issueId=7&bureau=EXPERIAN',
    );
  });

  it('shows the server’s reason when a letter is refused', async () => {
    server.use(
      answer([mov]),
      http.post('/api/dispute-outcomes/9/next-round/letter', () =>
        HttpResponse.json(
          { error: { code: 'CONFLICT', message: 'That letter is not what this item needs next.' } },
          { status: 409 },
        ),
      ),
    );
    renderWithProviders(<NextRoundCard userId={9} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Draft this letter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That letter is not what this item needs next.',
    );
  });

  it('says so when there is nothing to send next', async () => {
    server.use(answer([]));
    renderWithProviders(<NextRoundCard userId={9} />);
    expect(await screen.findByText(/Nothing to send next/)).toBeInTheDocument();
  });
});
