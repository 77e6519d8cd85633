import { createServer } from 'node:http';
import { readBody, sendJson } from '../../../test/loopback-http';

/** A fake of the few Stripe API calls the adapter makes, with Stripe's idempotency replay. */
export function fakeStripe() {
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
