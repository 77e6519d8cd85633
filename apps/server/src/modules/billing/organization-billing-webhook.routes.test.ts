import type { Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { anOrganization } from '../../../test/factories/organizations';
import { createSignedInUser } from '../../../test/factories/users';
import { listenOnLoopback } from '../../../test/loopback-http';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { organizationBillingAccounts, organizationInvoices } from '../../db/schema';
import { fakeStripe } from '../../integrations/payments/fake-stripe-server.fixture';
import { signWebhookPayload } from '../../integrations/payments/webhook-signature';

// A company's card saved through Stripe's own form is recorded by Stripe's webhook, and the months
// it left unpaid are paid then, without anyone opening Settings.
const webhookSecret = 'whsec_test_company_card';
const day = 86_400_000;
const fake = fakeStripe();
/** Filled in once the fake Stripe listens, before any app of the file is built. */
const env: Record<string, string> = {
  PAYMENTS_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_API_PROTOCOL: 'http',
};
beforeAll(async () => {
  const base = new URL(await listenOnLoopback(fake.server as Server));
  env.STRIPE_API_HOST = base.hostname;
  env.STRIPE_API_PORT = base.port;
});
afterAll(() => new Promise<void>((r) => fake.server.close(() => r())));
afterEach(() => {
  vi.useRealTimers();
});

describe.each(testDatabaseKinds())('POST /api/stripe/webhook on %s', (kind) => {
  const t = useTestApp(kind, env, { seed: false });

  it("records a company's card from setup_intent.succeeded and pays its unpaid month, once", async () => {
    const start = new Date();
    const org = await anOrganization(t.db, { createdAt: start });
    // Thirty-two days in: the first month has ended.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(start.getTime() + 32 * day));
    const owner = await createSignedInUser(t.app, t.db, 'ADMIN', { organizationId: org.id });
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/organization/billing/card',
      headers: owner.headers,
    });
    expect(setup.statusCode, setup.body).toBe(200);
    expect(setup.json()).toMatchObject({ provider: 'stripe', clientSecret: 'seti_fake1_secret_abc' });
    // The month is invoiced before the card reaches us: unpaid.
    await t.app.services.billing.organizationBilling.run();
    const invoicesOf = () =>
      t.db.db.select().from(organizationInvoices).where(eq(organizationInvoices.organizationId, org.id));
    expect((await invoicesOf()).map((i) => i.status)).toEqual(['FAILED']);

    const event = JSON.stringify({
      id: `evt_company_card_${kind}`,
      type: 'setup_intent.succeeded',
      data: { object: { id: 'seti_fake1', object: 'setup_intent' } },
    });
    const post = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: event,
      });
    // A forged event changes nothing.
    expect((await post(signWebhookPayload(event, 'whsec_wrong'))).statusCode).toBe(400);
    expect((await invoicesOf()).map((i) => i.status)).toEqual(['FAILED']);

    const received = await post(signWebhookPayload(event, webhookSecret));
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toEqual({ received: true, applied: true });
    const [account] = await t.db.db
      .select()
      .from(organizationBillingAccounts)
      .where(eq(organizationBillingAccounts.organizationId, org.id));
    expect(account?.card).toMatchObject({
      providerPaymentMethodId: 'pm_fake1',
      brand: 'visa',
      last4: '4242',
    });
    expect(account?.setupIntentId).toBeNull();
    expect(await invoicesOf()).toMatchObject([{ status: 'PAID', failureMessage: null }]);

    // Stripe delivers again: applied once.
    const replay = await post(signWebhookPayload(event, webhookSecret));
    expect(replay.json()).toEqual({ received: true, applied: false });

    // Settings then shows the card, with nothing left for it to ask Stripe.
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/organization/billing',
      headers: owner.headers,
    });
    expect(settings.json()).toMatchObject({
      card: { brand: 'visa', last4: '4242' },
      invoices: [{ status: 'PAID' }],
    });
  });

  it('saves a new card once when the webhook and the billing page arrive together: the old card is detached once', async () => {
    const org = await anOrganization(t.db);
    const owner = await createSignedInUser(t.app, t.db, 'ADMIN', { organizationId: org.id });
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/organization/billing/card',
      headers: owner.headers,
    });
    expect(setup.statusCode, setup.body).toBe(200);
    // The company had a card before this setup: the one the new card replaces.
    const oldCard = `pm_old_${kind}`;
    await t.db.db
      .update(organizationBillingAccounts)
      .set({
        card: { providerPaymentMethodId: oldCard, brand: 'visa', last4: '1111', expMonth: 1, expYear: 2040 },
      })
      .where(eq(organizationBillingAccounts.organizationId, org.id));
    const event = JSON.stringify({
      id: `evt_company_card_race_${kind}`,
      type: 'setup_intent.succeeded',
      data: { object: { id: 'seti_fake1', object: 'setup_intent' } },
    });
    const [page, webhook] = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/organization/billing', headers: owner.headers }),
      t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signWebhookPayload(event, webhookSecret),
        },
        payload: event,
      }),
    ]);
    expect(page.statusCode, page.body).toBe(200);
    expect(webhook.statusCode, webhook.body).toBe(200);
    expect(fake.seen.detached.filter((id) => id === oldCard)).toEqual([oldCard]);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/organization/billing',
      headers: owner.headers,
    });
    expect(again.json()).toMatchObject({ card: { brand: 'visa', last4: '4242' } });
  });
});
