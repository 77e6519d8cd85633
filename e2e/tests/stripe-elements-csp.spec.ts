import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { freshBetaTester, signDocument } from './fixtures';
import { freePort, startOwnServer } from './own-server';

// With Stripe taking the cards, the card fields come from Stripe.js in Stripe's own frame. The CSP
// must let exactly that load. js.stripe.com is answered here by a stand-in (no internet in tests)
// served from the real https://js.stripe.com origin, so the browser applies the real policy to it.

const standInFrameUrl = 'https://js.stripe.com/v3/elements-inner-payment-stand-in.html';

// Just enough of the Stripe.js surface that @stripe/react-stripe-js touches to mount an element.
const standInStripeJs = `
const refuse = () => Promise.resolve({ error: { message: 'The stand-in for Stripe confirms nothing' } });
window.Stripe = function Stripe() {
  return {
    _registerWrapper() {},
    registerAppInfo() {},
    elements() {
      return {
        update() {},
        getElement() { return null; },
        create() {
          const frame = document.createElement('iframe');
          frame.src = ${JSON.stringify(standInFrameUrl)};
          frame.title = 'Secure payment input frame';
          const handlers = {};
          return {
            mount(node) {
              const target = typeof node === 'string' ? document.querySelector(node) : node;
              target.appendChild(frame);
              frame.addEventListener('load', () => (handlers.ready || []).forEach((h) => h({ elementType: 'payment' })));
            },
            on(event, handler) { (handlers[event] = handlers[event] || []).push(handler); return this; },
            off() { return this; },
            update() {},
            focus() {},
            blur() {},
            clear() {},
            unmount() { frame.remove(); },
            destroy() { frame.remove(); },
          };
        },
      };
    },
    createToken: refuse,
    createPaymentMethod: refuse,
    confirmCardPayment: refuse,
    confirmSetup: refuse,
  };
};
window.Stripe.version = 'endive';
`;

/** The two Stripe API calls the server makes before the card form shows. */
function fakeStripeApi(): Server {
  return createServer((req, res) => {
    const reply = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    req.resume();
    req.on('end', () => {
      if (req.url?.startsWith('/v1/customers')) return reply({ id: 'cus_standin', object: 'customer' });
      if (req.url?.startsWith('/v1/setup_intents'))
        return reply({
          id: 'seti_standin',
          object: 'setup_intent',
          client_secret: 'seti_standin_secret_abc',
          status: 'requires_payment_method',
        });
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'not faked' } }));
    });
  });
}

test('Stripe Elements loads its frame under the CSP when Stripe takes the cards', async ({
  page,
  playwright,
}) => {
  test.setTimeout(150_000);
  const stripeApi = fakeStripeApi();
  const stripePort = await freePort();
  await new Promise<void>((resolve) => stripeApi.listen(stripePort, '127.0.0.1', resolve));
  const app = await startOwnServer({
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
    STRIPE_WEBHOOK_SECRET: 'whsec_standin',
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(stripePort),
    STRIPE_API_PROTOCOL: 'http',
  });
  try {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.route('https://js.stripe.com/**', (route) =>
      route.request().url() === standInFrameUrl
        ? route.fulfill({
            contentType: 'text/html',
            body: '<!doctype html><html lang="en"><title>Card</title><p>Stand-in Stripe card fields</p></html>',
          })
        : route.fulfill({ contentType: 'application/javascript', body: standInStripeJs }),
    );
    await page.route(/^https:\/\/(m|r|q|api|hooks)\.stripe\.com\//, (route) => route.abort());

    const beta = await freshBetaTester(playwright.request, app.base);
    await page.goto(`${app.base}/login`);
    await page.getByLabel(/^Email/).fill(beta.email);
    await page.getByLabel(/^Password/).fill(beta.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: `Welcome, ${beta.firstName}` })).toBeVisible();

    const plans = (await (await page.request.get(`${app.base}/api/subscription-plans`)).json()) as {
      id: number;
      name: string;
    }[];
    const elite = plans.find((p) => p.name === 'Elite Plan');
    await page.goto(`${app.base}/checkout?planId=${elite?.id}`);
    const name = `${beta.firstName} ${beta.lastName}`;
    await signDocument(
      page,
      'Consumer Credit File Rights Under State and Federal Law',
      'Sign the disclosure',
      name,
    );
    await signDocument(page, 'Credit Repair Services Contract', 'Sign the contract', name);
    await signDocument(page, 'Notice of Cancellation', 'Sign the notice of cancellation', name);

    const payment = page.getByTestId('secure-payment');
    await expect(payment.getByRole('heading', { name: 'Secure Payment' })).toBeVisible();
    await expect(payment.getByText('Demo payments', { exact: true })).toHaveCount(0);
    await expect(
      page
        .frameLocator('iframe[title="Secure payment input frame"]')
        .getByText('Stand-in Stripe card fields'),
    ).toBeVisible();
    expect(violations).toEqual([]);
  } finally {
    app.stop();
    stripeApi.close();
  }
});
