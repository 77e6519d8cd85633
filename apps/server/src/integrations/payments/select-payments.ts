import type { Config } from '../../config';
import { createBuiltinPayments } from './builtin.adapter';
import type { PaymentsPort } from './payments.port';
import { createStripePayments } from './stripe.adapter';

/** The built-in test-mode processor unless PAYMENTS_PROVIDER=stripe (chosen explicitly, never by NODE_ENV). */
export function selectPayments(config: Config): PaymentsPort {
  if (config.PAYMENTS_PROVIDER !== 'stripe') return createBuiltinPayments();
  if (!config.STRIPE_SECRET_KEY) throw new Error('PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY');
  return createStripePayments({
    secretKey: config.STRIPE_SECRET_KEY,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
    host: config.STRIPE_API_HOST,
    port: config.STRIPE_API_PORT,
    protocol: config.STRIPE_API_PROTOCOL,
  });
}
