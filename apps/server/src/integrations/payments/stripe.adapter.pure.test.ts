import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../../../test/loopback-http';
import { fakeStripe } from './fake-stripe-server.fixture';
import { createStripePayments } from './stripe.adapter';

describe('Stripe adapter against a fake Stripe API on loopback', () => {
  const fake = fakeStripe();
  let payments: ReturnType<typeof createStripePayments>;
  beforeAll(async () => {
    const base = new URL(await listenOnLoopback(fake.server as Server));
    payments = createStripePayments({
      secretKey: 'sk_test_fake',
      publishableKey: 'pk_test_fake',
      host: base.hostname,
      port: Number(base.port),
      protocol: 'http',
    });
  });
  afterAll(() => new Promise<void>((r) => fake.server.close(() => r())));

  it('creates a customer and a setup intent, and reads the saved card (brand, last 4, expiry)', async () => {
    expect(payments.testMode).toBe(true);
    const { customerId } = await payments.createCustomer({ userId: 7, email: 'a@example.com', name: 'A B' });
    expect(customerId).toBe('cus_fake1');
    expect(await payments.createSetupIntent({ customerId })).toEqual({
      id: 'seti_fake1',
      clientSecret: 'seti_fake1_secret_abc',
    });
    expect(await payments.savedCardOf('seti_fake1')).toEqual({
      providerPaymentMethodId: 'pm_fake1',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    });
    expect(fake.seen.auth.every((a) => a === 'Bearer sk_test_fake')).toBe(true);
  });

  it('charges off-session once per idempotency key', async () => {
    const charge = {
      customerId: 'cus_fake1',
      providerPaymentMethodId: 'pm_fake1',
      amountCents: 7900,
      description: 'Elite',
      idempotencyKey: 'subscription-1-period-x',
    };
    const first = await payments.charge(charge);
    const retry = await payments.charge(charge);
    expect(first).toEqual({ status: 'succeeded', paymentId: 'pi_fake1' });
    expect(retry).toEqual(first);
    expect(fake.seen.charges).toBe(1);
  });

  it("reports a declined card with Stripe's message, and detaches a card", async () => {
    const declined = await payments.charge({
      customerId: 'cus_fake1',
      providerPaymentMethodId: 'pm_declined',
      amountCents: 2900,
      description: 'Pro',
      idempotencyKey: 'k2',
    });
    expect(declined).toEqual({
      status: 'failed',
      paymentId: 'pi_declined',
      message: 'Your card was declined.',
    });
    await payments.detachPaymentMethod('pm_fake1');
    expect(fake.seen.detached).toEqual(['pm_fake1']);
  });
});
