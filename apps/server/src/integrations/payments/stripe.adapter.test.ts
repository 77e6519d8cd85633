import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, readBody, sendJson } from '../../../test/loopback-http';
import { createStripePayments } from './stripe.adapter';

/** A fake of the few Stripe API calls the adapter makes, with Stripe's idempotency replay. */
function fakeStripe() {
  const seen = {
    charges: 0,
    keys: new Map<string, unknown>(),
    auth: [] as string[],
    detached: [] as string[],
  };
  const server = createServer(async (req, res) => {
    const body = new URLSearchParams(await readBody(req));
    seen.auth.push(req.headers.authorization ?? '');
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'POST' && url.pathname === '/v1/customers')
      return sendJson(res, 200, { id: 'cus_fake1', object: 'customer', email: body.get('email') });
    if (req.method === 'POST' && url.pathname === '/v1/setup_intents')
      return sendJson(res, 200, {
        id: 'seti_fake1',
        object: 'setup_intent',
        client_secret: 'seti_fake1_secret_abc',
        status: 'requires_payment_method',
      });
    if (req.method === 'GET' && url.pathname === '/v1/setup_intents/seti_fake1')
      return sendJson(res, 200, {
        id: 'seti_fake1',
        object: 'setup_intent',
        status: 'succeeded',
        payment_method: {
          id: 'pm_fake1',
          object: 'payment_method',
          card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
        },
      });
    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const key = String(req.headers['idempotency-key']);
      if (seen.keys.has(key)) return sendJson(res, 200, seen.keys.get(key));
      if (body.get('payment_method') === 'pm_declined')
        return sendJson(res, 402, {
          error: {
            type: 'card_error',
            code: 'card_declined',
            message: 'Your card was declined.',
            payment_intent: { id: 'pi_declined' },
          },
        });
      seen.charges++;
      const pi = {
        id: `pi_fake${seen.charges}`,
        object: 'payment_intent',
        status: 'succeeded',
        amount: Number(body.get('amount')),
        off_session: body.get('off_session'),
      };
      seen.keys.set(key, pi);
      return sendJson(res, 200, pi);
    }
    const detach = url.pathname.match(/^\/v1\/payment_methods\/(\w+)\/detach$/);
    if (req.method === 'POST' && detach) {
      seen.detached.push(detach[1] as string);
      return sendJson(res, 200, { id: detach[1], object: 'payment_method' });
    }
    return sendJson(res, 404, {
      error: { type: 'invalid_request_error', message: `No such route ${url.pathname}` },
    });
  });
  return { server, seen };
}

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
