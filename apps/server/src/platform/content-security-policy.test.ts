import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app-lifecycle';

describe('content security policy with Stripe taking the cards', () => {
  const t = useTestApp(
    'pglite',
    {
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_csp',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_csp',
      STRIPE_WEBHOOK_SECRET: 'whsec_csp',
    },
    { seed: false },
  );

  it('allows Stripe.js, its frames and its API, and nothing else from outside', async () => {
    const res = await t.app.inject({ url: '/checkout' });
    const directives = new Map(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources] as const),
    );
    expect(directives.get('script-src')).toEqual(["'self'", 'https://js.stripe.com']);
    expect(directives.get('frame-src')).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(directives.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    expect(directives.get('object-src')).toEqual(["'none'"]);
  });
});
