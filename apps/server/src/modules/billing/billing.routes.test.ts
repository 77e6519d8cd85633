import { signatureMessages } from '@app/contracts/agreements.contract';
import { impbCheckDigit } from '@app/contracts/usps-tracking';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aPersonWithTheDemoCreditFile, theDemoBillingFor } from '../../../test/factories/credit-files';
import { anAdmin } from '../../../test/factories/users';
import { useFileRows } from '../../../test/file-rows';
import { expectOwnerOnly } from '../../../test/ownership';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { invoices as invoicesTable } from '../../db/schema';
import { signWebhookPayload } from '../../integrations/payments/webhook-signature';

const webhookSecret = 'whsec_test_billing';

const appFor = useFileTestApps({ STRIPE_WEBHOOK_SECRET: webhookSecret }, { seed: false });
/**
 * A beta tester, Jordan Rivera, with the demo credit file (pending letters among them); a client
 * with the demo billing.
 */
const rowsFor = useFileRows(async (t) => {
  const beta = await aPersonWithTheDemoCreditFile(t, 'BETA_TESTER');
  const client = await aPersonWithTheDemoCreditFile(t, 'CLIENT_VIEWER', {
    firstName: 'Casey',
    lastName: 'Bennett',
  });
  await theDemoBillingFor(t, client.userId);
  const admin = await anAdmin(t);
  const plans: { id: number; name: string }[] = (
    await t.app.inject({ url: '/api/subscription-plans' })
  ).json();
  const planId = (name: string) => (plans.find((p) => p.name === name) as { id: number }).id;
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    c: { headers: Record<string, string> },
    payload?: unknown,
  ) => t.app.inject({ method, url, headers: c.headers, payload: payload as never });
  return { beta, client, admin, planId, call };
});

describe.each(testDatabaseKinds())('POST /api/stripe/subscription on %s', (kind) => {
  const s = rowsFor(kind, appFor(kind));

  it('answers 404 Plan Not Found for an unknown plan and 400 with the field for a bad one', async () => {
    const unknown = await s.call('POST', '/api/stripe/subscription', s.beta, { planId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Plan Not Found');
    const bad = await s.call('POST', '/api/stripe/subscription', s.beta, { planId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('planId');
  });
});

describe.each(testDatabaseKinds())('POST /api/agreements on %s', (kind) => {
  const s = rowsFor(kind, appFor(kind));

  it('asks for the three CROA documents before a card, in order, with consent, against the text shown', async () => {
    const elite = s.planId('Elite Plan');
    const early = await s.call('POST', '/api/stripe/subscription', s.beta, { planId: elite });
    expect(early.statusCode).toBe(409);
    const drafts = (await s.call('GET', `/api/agreements/drafts?planId=${elite}`, s.beta)).json();
    expect(drafts.map((d: { kind: string }) => d.kind)).toEqual([
      'DISCLOSURE',
      'CONTRACT',
      'NOTICE_OF_CANCELLATION',
    ]);
    expect(drafts[0].text).toContain('neither you nor any "credit repair" company');
    expect(drafts[1].text).toContain('You pay $79 for each month');
    expect(drafts[1].text).toContain('100 Main Street');
    expect(drafts[1].boldLines[0]).toMatch(/^You may cancel this contract without penalty/);
    const sign = (i: number, extra: Record<string, unknown> = {}) =>
      s.call('POST', '/api/agreements', s.beta, {
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
    expect((await s.call('GET', '/api/agreements', s.beta)).json()).toHaveLength(0);
    // Case and spacing aside.
    expect((await sign(0, { typedName: '  jordan   RIVERA ' })).statusCode).toBe(201);
    for (const i of [1, 2]) expect((await sign(i)).statusCode).toBe(201);
    const signed = (await s.call('GET', '/api/agreements', s.beta)).json();
    expect(signed).toHaveLength(3);
    expect(signed[0].sha256).toMatch(/^[0-9a-f]{64}$/);
    const pdf = await s.call('GET', `/api/agreements/${signed[0].id}/pdf`, s.beta);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });
});

// The describes below run in file order on the beta tester: signed above, then the card, the
// mailing hold and the cancelling.
describe.each(testDatabaseKinds())('POST /api/payments/test-mode/confirm-setup on %s', (kind) => {
  const s = rowsFor(kind, appFor(kind));

  it('saves a test card without charging, refuses other cards, and answers 409 for the same plan twice', async () => {
    const elite = s.planId('Elite Plan');
    const start = await s.call('POST', '/api/stripe/subscription', s.beta, { planId: elite });
    expect(start.statusCode).toBe(200);
    const { clientSecret, provider } = start.json();
    expect(provider).toBe('builtin');
    const confirm = (cardNumber: string) =>
      s.call('POST', '/api/payments/test-mode/confirm-setup', s.beta, {
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
    const done = await s.call('POST', '/api/payments/test-mode/complete-authentication', s.beta, {
      clientSecret,
      outcome: 'approve',
    });
    expect(done.json().paymentMethod).toMatchObject({ last4: '3155', brand: 'visa' });
    expect(
      JSON.stringify(await s.call('GET', '/api/stripe/payment-methods', s.beta).then((r) => r.json())),
    ).not.toContain('4000002500003155');

    const overview = (await s.call('GET', '/api/billing', s.beta)).json();
    expect(overview.testMode).toBe(true);
    expect(overview.testCards).toContainEqual({ number: '4242424242424242', outcome: 'succeeds' });
    expect(overview.subscription).toMatchObject({
      status: 'ACTIVE',
      billing: 'arrears',
      inCancellationWindow: true,
    });
    expect(overview.subscription.nextChargeAt).toBeTruthy();
    expect((await s.call('GET', '/api/stripe/invoices', s.beta)).json()).toEqual([]);
    expect((await s.call('POST', '/api/stripe/subscription', s.beta, { planId: elite })).statusCode).toBe(
      409,
    );
  });
});

describe.each(testDatabaseKinds())('PATCH /api/disputes/{id}/tracking on %s', (kind) => {
  const s = rowsFor(kind, appFor(kind));

  it('holds dispute mailing until the cancellation period has passed, saying why and when', async () => {
    const disputes = (await s.call('GET', '/api/disputes', s.beta)).json() as {
      id: number;
      status: string;
    }[];
    const pending = disputes.find((d) => d.status === 'PENDING');
    if (!pending) throw new Error('demo beta has no pending dispute');
    const body = '940011189922310000042';
    const res = await s.call('PATCH', `/api/disputes/${pending.id}/tracking`, s.beta, {
      trackingNumber: body + impbCheckDigit(body),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/cancellation period.*mailing opens on/);
  });
});

describe.each(testDatabaseKinds())('DELETE /api/stripe/subscription on %s', (kind) => {
  const s = rowsFor(kind, appFor(kind));

  it('cancels within the window at once and free; then a payment method can be removed', async () => {
    const res = await s.call('DELETE', '/api/stripe/subscription', s.beta);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ cancelled: 'immediately', subscription: { status: 'CANCELLED' } });
    expect(res.json().message).toMatch(/^Subscription Cancelled/);
    expect((await s.call('DELETE', '/api/stripe/subscription', s.beta)).statusCode).toBe(404);
    const charged = await s.call('POST', '/api/admin/billing/run-charges', s.admin);
    expect(charged.statusCode).toBe(200);
    expect((await s.call('GET', '/api/stripe/invoices', s.beta)).json()).toEqual([]);
    const [card] = (await s.call('GET', '/api/stripe/payment-methods', s.beta)).json();
    expect((await s.call('DELETE', `/api/stripe/payment-methods/${card.id}`, s.beta)).statusCode).toBe(204);
    expect((await s.call('GET', '/api/stripe/payment-methods', s.beta)).json()).toEqual([]);

    // A new plan needs a new contract, so its own cancellation right runs from a signing made for it.
    const elite = s.planId('Elite Plan');
    const again = await s.call('POST', '/api/stripe/subscription', s.beta, { planId: elite });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('AGREEMENTS_REQUIRED');
    const drafts = (await s.call('GET', `/api/agreements/drafts?planId=${elite}`, s.beta)).json();
    expect(drafts.map((d: { signed: boolean }) => d.signed)).toEqual([false, false, false]);
  });
});

describe.each(testDatabaseKinds())('GET /api/stripe/invoices on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('shows the demo client signed agreements, the 4242 card and two paid months, each with a mailed dispute', async () => {
    const invoices = (await s.call('GET', '/api/stripe/invoices', s.client)).json();
    expect(invoices).toHaveLength(2);
    for (const i of invoices) {
      expect(i).toMatchObject({ status: 'PAID', amountCents: 7900, amount: '79.00' });
      expect(i.servicesPerformed.join(' ')).toMatch(/Dispute letter mailed/);
    }
    expect((await s.call('GET', '/api/stripe/payment-methods', s.client)).json()[0]).toMatchObject({
      last4: '4242',
    });
    const agreements = (await s.call('GET', '/api/agreements', s.client)).json();
    expect(agreements).toHaveLength(3);
    await expectOwnerOnly(
      t.app,
      { method: 'GET', url: `/api/stripe/invoices/${invoices[0].id}/pdf` },
      { owner: s.client, other: s.beta, admin: s.admin },
    );
    await expectOwnerOnly(
      t.app,
      { method: 'GET', url: `/api/agreements/${agreements[0].id}/pdf` },
      { owner: s.client, other: s.beta, admin: s.admin },
    );
    // A retried run never charges a month twice.
    await s.call('POST', '/api/admin/billing/run-charges', s.admin);
    expect((await s.call('POST', '/api/admin/billing/run-charges', s.admin)).json()).toEqual({
      invoicesCreated: 0,
    });
    expect((await s.call('GET', '/api/stripe/invoices', s.client)).json()).toHaveLength(2);
    expect((await s.call('POST', '/api/admin/billing/run-charges', s.client)).statusCode).toBe(403);
  });
});

describe.each(testDatabaseKinds())('POST /api/stripe/webhook on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('applies a signed webhook once, nothing with a bad signature, and never undoes a payment', async () => {
    const [invoice] = (await s.call('GET', '/api/stripe/invoices', s.client)).json();
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
    const status = async () => (await s.call('GET', '/api/stripe/invoices', s.client)).json()[0].status;

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
