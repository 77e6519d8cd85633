import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../../../test/loopback-http';
import { createBuiltinPayments } from './builtin.adapter';
import { fakeStripe } from './fake-stripe-server.fixture';
import type { PaymentsPort } from './payments.port';
import { createStripePayments } from './stripe.adapter';

const fake = fakeStripe();
let stripeBase: URL;
beforeAll(async () => {
  stripeBase = new URL(await listenOnLoopback(fake.server as Server));
});
afterAll(() => new Promise<void>((r) => fake.server.close(() => r())));

const adapters: [string, () => PaymentsPort][] = [
  ['builtin', () => createBuiltinPayments()],
  [
    'stripe (fake API on loopback)',
    () =>
      createStripePayments({
        secretKey: 'sk_test_port',
        publishableKey: 'pk_test_port',
        host: stripeBase.hostname,
        port: Number(stripeBase.port),
        protocol: 'http',
      }),
  ],
];

describe.each(adapters)('payments port contract: %s', (_name, make) => {
  it('says it is in test mode with test keys', () => {
    expect(make().testMode).toBe(true);
  });

  it('creates a customer and a setup intent with a client secret for the browser', async () => {
    const payments = make();
    const { customerId } = await payments.createCustomer({ userId: 1, email: 'p@example.com', name: 'P Q' });
    expect(customerId).toMatch(/^cus_/);
    const setup = await payments.createSetupIntent({ customerId });
    expect(setup.id).toMatch(/^seti_/);
    expect(setup.clientSecret).toContain('_secret_');
  });

  it('charges once per idempotency key: a retry answers the same payment', async () => {
    const payments = make();
    const charge = {
      customerId: 'cus_x',
      providerPaymentMethodId: 'pm_x',
      amountCents: 2900,
      description: 'Pro Plan',
      idempotencyKey: `port-${_name}`,
    };
    const first = await payments.charge(charge);
    expect(first.status).toBe('succeeded');
    expect(await payments.charge(charge)).toEqual(first);
  });
});

describe('test cards', () => {
  it("the built-in processor takes Stripe's documented test cards on our form and saves no number", () => {
    const processor = createBuiltinPayments().testCardProcessor;
    expect(processor.cards.map((c) => c.outcome)).toEqual([
      'succeeds',
      'declined',
      'requires_authentication',
    ]);
    const check = processor.check(
      { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2099 },
      new Date(),
    );
    if (!check.ok) throw new Error(check.message);
    const saved = processor.save(check.card);
    expect(saved).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2099 });
    expect(saved.providerPaymentMethodId).toMatch(/^pm_test_/);
    expect(JSON.stringify(saved)).not.toContain('4242424242424242');
  });

  it('with Stripe, Elements in the browser takes the test cards: none on our form', () => {
    const stripe = createStripePayments({ secretKey: 'sk_test_port', publishableKey: 'pk_test_port' });
    expect(stripe.testCardProcessor).toBeNull();
  });
});
