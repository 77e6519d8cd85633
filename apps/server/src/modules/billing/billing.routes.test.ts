import { signatureMessages } from '@app/contracts/agreements.contract';
import { impbCheckDigit } from '@app/contracts/usps-tracking';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectOwnerOnly } from '../../../test/ownership';
import { signIn } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { invoices as invoicesTable } from '../../db/schema';
import { signWebhookPayload } from '../../integrations/payments/webhook-signature';

type Caller = Awaited<ReturnType<typeof signIn>>;
const webhookSecret = 'whsec_test_billing';

describe.each(testDatabaseKinds())('billing routes on %s', (kind) => {
  const t = useTestApp(kind, { STRIPE_WEBHOOK_SECRET: webhookSecret });
  let beta: Caller;
  let client: Caller;
  let admin: Caller;
  let plans: { id: number; name: string }[];
  beforeAll(async () => {
    [beta, client, admin] = [
      await signIn(t.app, 'beta'),
      await signIn(t.app, 'client'),
      await signIn(t.app, 'admin'),
    ];
    plans = (await t.app.inject({ url: '/api/subscription-plans' })).json();
  });
  const planId = (name: string) => (plans.find((p) => p.name === name) as { id: number }).id;
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    c: { headers: Record<string, string> },
    payload?: unknown,
  ) => t.app.inject({ method, url, headers: c.headers, payload: payload as never });

  it('answers 404 Plan Not Found for an unknown plan and 400 with the field for a bad one', async () => {
    const unknown = await call('POST', '/api/stripe/subscription', beta, { planId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Plan Not Found');
    const bad = await call('POST', '/api/stripe/subscription', beta, { planId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('planId');
  });

  it('asks for the three CROA documents before a card, in order, with consent, against the text shown', async () => {
    const elite = planId('Elite Plan');
    const early = await call('POST', '/api/stripe/subscription', beta, { planId: elite });
    expect(early.statusCode).toBe(409);
    const drafts = (await call('GET', `/api/agreements/drafts?planId=${elite}`, beta)).json();
    expect(drafts.map((d: { kind: string }) => d.kind)).toEqual([
      'DISCLOSURE',
      'CONTRACT',
      'NOTICE_OF_CANCELLATION',
    ]);
    expect(drafts[0].text).toContain('neither you nor any "credit repair" company');
    expect(drafts[1].text).toContain('$79.00');
    expect(drafts[1].text).toContain('100 Main Street');
    expect(drafts[1].boldLines[0]).toMatch(/^You may cancel this contract without penalty/);
    const sign = (i: number, extra: Record<string, unknown> = {}) =>
      call('POST', '/api/agreements', beta, {
        planId: elite,
        kind: drafts[i].kind,
        sha256: drafts[i].sha256,
        typedName: 'Jordan Rivera',
        consent: true,
        ...extra,
      });
    expect((await sign(1)).statusCode).toBe(409);
    const noConsent = await sign(0, { consent: false });
    expect(noConsent.statusCode).toBe(400);
    expect(JSON.stringify(noConsent.json())).toContain('consent');
    expect((await sign(0, { sha256: 'a'.repeat(64) })).statusCode).toBe(409);
    // The typed name is the signer's own, as on file: another name signs nothing.
    const notTheirs = await sign(0, { typedName: 'Mickey Mouse' });
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.json().error.details).toEqual([
      { field: 'typedName', message: signatureMessages.notYourName('Jordan Rivera') },
    ]);
    expect((await call('GET', '/api/agreements', beta)).json()).toHaveLength(0);
    // Case and spacing aside.
    expect((await sign(0, { typedName: '  jordan   RIVERA ' })).statusCode).toBe(201);
    for (const i of [1, 2]) expect((await sign(i)).statusCode).toBe(201);
    const signed = (await call('GET', '/api/agreements', beta)).json();
    expect(signed).toHaveLength(3);
    expect(signed[0].sha256).toMatch(/^[0-9a-f]{64}$/);
    const pdf = await call('GET', `/api/agreements/${signed[0].id}/pdf`, beta);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('saves a test card without charging, refuses other cards, and answers 409 for the same plan twice', async () => {
    const elite = planId('Elite Plan');
    const start = await call('POST', '/api/stripe/subscription', beta, { planId: elite });
    expect(start.statusCode).toBe(200);
    const { clientSecret, provider } = start.json();
    expect(provider).toBe('builtin');
    const confirm = (cardNumber: string) =>
      call('POST', '/api/payments/test-mode/confirm-setup', beta, {
        clientSecret,
        cardNumber,
        expMonth: 12,
        expYear: 2099,
        cvc: '123',
      });
    const invalid = await confirm('4242424242424241');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.details[0].field).toBe('cardNumber');
    const real = await confirm('4111 1111 1111 1111');
    expect(real.statusCode).toBe(400);
    expect(real.json().error.message).toMatch(/only the documented test cards/);
    expect((await confirm('4000000000000002')).statusCode).toBe(402);
    const threeDs = await confirm('4000002500003155');
    expect(threeDs.json()).toMatchObject({ status: 'requires_action' });
    expect(threeDs.json().redirectUrl).toMatch(/^\/payment-success\?/);
    const done = await call('POST', '/api/payments/test-mode/complete-authentication', beta, {
      clientSecret,
      outcome: 'approve',
    });
    expect(done.json().paymentMethod).toMatchObject({ last4: '3155', brand: 'visa' });
    expect(
      JSON.stringify(await call('GET', '/api/stripe/payment-methods', beta).then((r) => r.json())),
    ).not.toContain('4000002500003155');

    const overview = (await call('GET', '/api/billing', beta)).json();
    expect(overview.testMode).toBe(true);
    expect(overview.testCards).toContainEqual({ number: '4242424242424242', outcome: 'succeeds' });
    expect(overview.subscription).toMatchObject({
      status: 'ACTIVE',
      billing: 'arrears',
      inCancellationWindow: true,
    });
    expect(overview.subscription.nextChargeAt).toBeTruthy();
    expect((await call('GET', '/api/stripe/invoices', beta)).json()).toEqual([]);
    expect((await call('POST', '/api/stripe/subscription', beta, { planId: elite })).statusCode).toBe(409);
  });

  it('holds dispute mailing until the cancellation period has passed, saying why and when', async () => {
    const disputes = (await call('GET', '/api/disputes', beta)).json() as { id: number; status: string }[];
    const pending = disputes.find((d) => d.status === 'PENDING');
    if (!pending) throw new Error('demo beta has no pending dispute');
    const body = '940011189922310000042';
    const res = await call('PATCH', `/api/disputes/${pending.id}/tracking`, beta, {
      trackingNumber: body + impbCheckDigit(body),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/cancellation period.*mailing opens on/);
  });

  it('cancels within the window at once and free; then a payment method can be removed', async () => {
    const res = await call('DELETE', '/api/stripe/subscription', beta);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ cancelled: 'immediately', subscription: { status: 'CANCELLED' } });
    expect(res.json().message).toMatch(/^Subscription Cancelled/);
    expect((await call('DELETE', '/api/stripe/subscription', beta)).statusCode).toBe(404);
    const charged = await call('POST', '/api/admin/billing/run-charges', admin);
    expect(charged.statusCode).toBe(200);
    expect((await call('GET', '/api/stripe/invoices', beta)).json()).toEqual([]);
    const [card] = (await call('GET', '/api/stripe/payment-methods', beta)).json();
    expect((await call('DELETE', `/api/stripe/payment-methods/${card.id}`, beta)).statusCode).toBe(204);
    expect((await call('GET', '/api/stripe/payment-methods', beta)).json()).toEqual([]);

    // A new plan needs a new contract, so its own cancellation right runs from a signing made for it.
    const elite = planId('Elite Plan');
    const again = await call('POST', '/api/stripe/subscription', beta, { planId: elite });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('AGREEMENTS_REQUIRED');
    const drafts = (await call('GET', `/api/agreements/drafts?planId=${elite}`, beta)).json();
    expect(drafts.map((d: { signed: boolean }) => d.signed)).toEqual([false, false, false]);
  });

  it('shows the demo client signed agreements, the 4242 card and two paid months, each with a mailed dispute', async () => {
    const invoices = (await call('GET', '/api/stripe/invoices', client)).json();
    expect(invoices).toHaveLength(2);
    for (const i of invoices) {
      expect(i).toMatchObject({ status: 'PAID', amountCents: 7900, amount: '79.00' });
      expect(i.servicesPerformed.join(' ')).toMatch(/Dispute letter mailed/);
    }
    expect((await call('GET', '/api/stripe/payment-methods', client)).json()[0]).toMatchObject({
      last4: '4242',
    });
    const agreements = (await call('GET', '/api/agreements', client)).json();
    expect(agreements).toHaveLength(3);
    await expectOwnerOnly(
      t.app,
      { method: 'GET', url: `/api/stripe/invoices/${invoices[0].id}/pdf` },
      { owner: client, other: beta, admin },
    );
    await expectOwnerOnly(
      t.app,
      { method: 'GET', url: `/api/agreements/${agreements[0].id}/pdf` },
      { owner: client, other: beta, admin },
    );
    // A retried run never charges a month twice.
    await call('POST', '/api/admin/billing/run-charges', admin);
    expect((await call('POST', '/api/admin/billing/run-charges', admin)).json()).toEqual({
      invoicesCreated: 0,
    });
    expect((await call('GET', '/api/stripe/invoices', client)).json()).toHaveLength(2);
    expect((await call('POST', '/api/admin/billing/run-charges', client)).statusCode).toBe(403);
  });

  it('applies a signed webhook once, nothing with a bad signature, and never undoes a payment', async () => {
    const [invoice] = (await call('GET', '/api/stripe/invoices', client)).json();
    const rows = await t.db.db.query.invoices.findFirst({ where: (i, { eq }) => eq(i.id, invoice.id) });
    const event = (id: string, type: string) =>
      JSON.stringify({
        id,
        type,
        data: { object: { id: rows?.providerPaymentId, last_payment_error: { message: 'Card declined' } } },
      });
    const post = (payload: string, signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
    const status = async () => (await call('GET', '/api/stripe/invoices', client)).json()[0].status;

    const lateFailure = event('evt_test_1', 'payment_intent.payment_failed');
    expect((await post(lateFailure, signWebhookPayload(lateFailure, 'whsec_wrong'))).statusCode).toBe(400);
    expect(await status()).toBe('PAID');
    // Webhooks arrive in any order: a failure notice after the payment leaves the invoice PAID.
    const first = await post(lateFailure, signWebhookPayload(lateFailure, webhookSecret));
    expect(first.json()).toEqual({ received: true, applied: true });
    expect(await status()).toBe('PAID');
    const replay = await post(lateFailure, signWebhookPayload(lateFailure, webhookSecret));
    expect(replay.json()).toEqual({ received: true, applied: false });

    // A payment still waiting on the bank may fail, and a later success still counts.
    await t.db.db
      .update(invoicesTable)
      .set({ status: 'REQUIRES_ACTION' })
      .where(eq(invoicesTable.id, invoice.id));
    const failure = event('evt_test_2', 'payment_intent.payment_failed');
    await post(failure, signWebhookPayload(failure, webhookSecret));
    expect(await status()).toBe('FAILED');
    const success = event('evt_test_3', 'payment_intent.succeeded');
    await post(success, signWebhookPayload(success, webhookSecret));
    expect(await status()).toBe('PAID');
  });
});
