import type { AgreementDraft } from '@app/contracts/agreements.contract';
import type { SubscriptionPlan } from '@app/contracts/plans.contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { personWith } from '../../../testing/person';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { CheckoutPage } from './checkout';

const elite: SubscriptionPlan = {
  id: 3,
  name: 'Elite Plan',
  kind: 'consumer',
  description: 'Everything',
  price: '$79',
  priceCents: 79_00,
  billingInterval: 'month',
  features: [],
  mostPopular: true,
  chargeBasis: 'MONTHLY',
  pricePerDeletionCents: null,
};
const draft = (kind: AgreementDraft['kind'], signed: boolean): AgreementDraft => ({
  kind,
  title: kind,
  text: 'Text',
  boldLines: [],
  sha256: 'a'.repeat(64),
  signed,
});

function describeApi(signed: boolean) {
  const starts: unknown[] = [];
  server.use(
    http.get('/api/subscription-plans', () => HttpResponse.json([elite])),
    http.get('/api/billing', () =>
      HttpResponse.json({ testMode: true, testCards: [], subscription: null, chosenPlanId: null }),
    ),
    http.get('/api/agreements/drafts', () =>
      HttpResponse.json([
        draft('DISCLOSURE', signed),
        draft('CONTRACT', signed),
        draft('NOTICE_OF_CANCELLATION', signed),
      ]),
    ),
    http.get('/api/agreements', () => HttpResponse.json([])),
    http.post('/api/stripe/subscription', async ({ request }) => {
      starts.push(await request.json());
      return HttpResponse.json(
        { message: 'Sign the documents first', code: 'AGREEMENTS_REQUIRED' },
        { status: 409 },
      );
    }),
  );
  return starts;
}

describe('opening the checkout of a consumer plan', () => {
  it('shows the documents to sign without asking the server to start, so no visit is refused', async () => {
    const starts = describeApi(false);
    renderWithProviders(<CheckoutPage />, {
      route: `/checkout?planId=${elite.id}`,
      user: personWith('CLIENT_VIEWER'),
    });
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Setting up your checkout...')).not.toBeInTheDocument());
    expect(starts).toEqual([]);
  });

  it('asks for the card step once every document is signed', async () => {
    const starts = describeApi(true);
    renderWithProviders(<CheckoutPage />, {
      route: `/checkout?planId=${elite.id}`,
      user: personWith('CLIENT_VIEWER'),
    });
    await waitFor(() => expect(starts).toHaveLength(1));
  });

  it('starts the card step once when the last document is signed, though the documents are read again first', async () => {
    let noticeSigned = false;
    const starts = describeApi(true);
    server.use(
      http.get('/api/agreements/drafts', () =>
        HttpResponse.json([
          draft('DISCLOSURE', true),
          draft('CONTRACT', true),
          draft('NOTICE_OF_CANCELLATION', noticeSigned),
        ]),
      ),
      http.post('/api/agreements', () => {
        noticeSigned = true;
        return HttpResponse.json(
          {
            id: 9,
            userId: 1,
            planId: elite.id,
            kind: 'NOTICE_OF_CANCELLATION',
            title: 'Notice',
            sha256: 'a'.repeat(64),
            typedName: 'Casey Client',
            signedAt: '2026-11-28T15:00:00.000Z',
            ipAddress: '127.0.0.1',
            userAgent: 'test',
            retainUntil: '2031-11-28T15:00:00.000Z',
          },
          { status: 201 },
        );
      }),
    );
    renderWithProviders(<CheckoutPage />, {
      route: `/checkout?planId=${elite.id}`,
      user: personWith('CLIENT_VIEWER'),
    });
    fireEvent.change(await screen.findByLabelText(/^Type your full name to sign/), {
      target: { value: 'Casey Client' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /agree to sign it electronically/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign the notice of cancellation' }));
    await waitFor(() => expect(starts).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(starts).toHaveLength(1);
  });
});
