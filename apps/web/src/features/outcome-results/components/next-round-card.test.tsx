import type { Dispute } from '@app/contracts/disputes.contract';
import type { NextRoundList, NextRoundSuggestion } from '@app/contracts/next-round.contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

const askedDay: NextRoundSuggestion = {
  ...base,
  issueId: 8,
  bureau: 'EQUIFAX',
  creditor: 'MIDLAND CREDIT MGMT',
  kind: 'DEBT_VALIDATION',
  title: 'Ask the collector to prove the debt',
  reason: 'This is a collection. Enter the day of that first contact below.',
  letterType: 'DEBT_VALIDATION',
  consumerSends: true,
  needsRecipientAddress: true,
  needsFirstContactDate: true,
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
      name: /Ask how it was verified: CAPITAL ONE ending 4821, Equifax/,
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

  describe('a collection whose first contact is not known', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    /** The suggestions before the day is saved, and those the server gives after. */
    function serve(after: NextRoundSuggestion[]) {
      const sent: unknown[] = [];
      let saved = false;
      server.use(
        http.get('/api/dispute-outcomes/9/next-round', () =>
          HttpResponse.json({ suggestions: saved ? after : [askedDay] } satisfies NextRoundList),
        ),
        http.put('/api/credit-issues/8/collector-first-contact', async ({ request }) => {
          sent.push(await request.json());
          saved = true;
          return HttpResponse.json({ id: 8 });
        }),
      );
      return sent;
    }

    it('asks the consumer for the day, and then shows the request with its last day', async () => {
      vi.useFakeTimers({ now: new Date('2026-03-20T12:00:00'), toFake: ['Date'] });
      const sent = serve([
        {
          ...askedDay,
          needsFirstContactDate: false,
          reason:
            'The collector first contacted you on 2026-03-01. Until 2026-03-31 you can ask it to prove the debt.',
        },
      ]);
      renderWithProviders(<NextRoundCard userId={9} />);
      const day = await screen.findByLabelText('When did the collector first contact you?');
      expect(day).toHaveAttribute('max', '2026-03-20');
      expect(screen.queryByRole('button', { name: 'Draft this letter' })).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Choose the day the collector first contacted you')).toBeInTheDocument();
      fireEvent.change(day, { target: { value: '2026-03-01' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText(/Until 2026-03-31 you can ask it to prove the debt/),
      ).toBeInTheDocument();
      expect(sent).toEqual([{ firstContactOn: '2026-03-01' }]);
      expect(screen.getByRole('button', { name: 'Draft this letter' })).toBeInTheDocument();
      expect(screen.queryByLabelText(/When did the collector first contact/)).not.toBeInTheDocument();
    });

    it('asks a professional about the client, and shows no validation once the 30 days are over', async () => {
      vi.useFakeTimers({ now: new Date('2026-03-20T12:00:00'), toFake: ['Date'] });
      const sent = serve([]);
      renderWithProviders(<NextRoundCard userId={9} forClient />);
      const day = await screen.findByLabelText('When did the collector first contact the client?');
      fireEvent.change(day, { target: { value: '2026-01-05' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(/Nothing to send next/)).toBeInTheDocument();
      expect(sent).toEqual([{ firstContactOn: '2026-01-05' }]);
    });

    it('shows the server’s refusal on the field', async () => {
      server.use(
        answer([askedDay]),
        http.put('/api/credit-issues/8/collector-first-contact', () =>
          HttpResponse.json(
            {
              error: {
                code: 'BAD_REQUEST',
                message: 'The collector’s first contact cannot be after today',
                details: [
                  { field: 'firstContactOn', message: 'The collector’s first contact cannot be after today' },
                ],
              },
            },
            { status: 400 },
          ),
        ),
      );
      renderWithProviders(<NextRoundCard userId={9} />);
      fireEvent.change(await screen.findByLabelText('When did the collector first contact you?'), {
        target: { value: '2026-03-01' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText('The collector’s first contact cannot be after today'),
      ).toBeInTheDocument();
    });
  });
});
