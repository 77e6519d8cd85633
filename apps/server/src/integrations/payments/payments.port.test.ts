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
