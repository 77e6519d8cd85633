import Stripe from 'stripe';
import { type ChargeResult, type PaymentsPort, PaymentsProviderError, type SavedCard } from './payments.port';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string | null;
  /** Only for tests against a fake Stripe API on loopback. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  timeoutMs?: number;
}

/** Stripe: cards are collected by Stripe Elements in the browser, never by our server. */
export function createStripePayments(settings: StripeSettings): PaymentsPort {
  const stripe = new Stripe(settings.secretKey, {
    host: settings.host,
    port: settings.port,
    protocol: settings.protocol,
    timeout: settings.timeoutMs ?? 20_000,
    maxNetworkRetries: 1,
    telemetry: false,
  });

  async function call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof Stripe.errors.StripeCardError) throw err;
      throw new PaymentsProviderError(err instanceof Error ? err.message : 'Stripe request failed');
    }
  }

  return {
    provider: 'stripe',
    testMode: settings.secretKey.startsWith('sk_test_'),
    publishableKey: settings.publishableKey,
    testCardProcessor: null,
    async createCustomer({ userId, email, name }) {
      const c = await call(() =>
        stripe.customers.create(
          { email, name, metadata: { userId: String(userId) } },
          { idempotencyKey: `customer-${userId}-${email}` },
        ),
      );
      return { customerId: c.id };
    },
    async createSetupIntent({ customerId }) {
      const s = await call(() => stripe.setupIntents.create({ customer: customerId, usage: 'off_session' }));
      if (!s.client_secret) throw new PaymentsProviderError('Stripe returned no client secret');
      return { id: s.id, clientSecret: s.client_secret };
    },
    async savedCardOf(setupIntentId): Promise<SavedCard | null> {
      const s = await call(() => stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] }));
      const pm = s.payment_method;
      if (s.status !== 'succeeded' || !pm || typeof pm === 'string' || !pm.card) return null;
      return {
        providerPaymentMethodId: pm.id,
        brand: pm.card.brand,
        last4: pm.card.last4,
        expMonth: pm.card.exp_month,
        expYear: pm.card.exp_year,
      };
    },
    async charge(input): Promise<ChargeResult> {
      try {
        const pi = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: 'usd',
            customer: input.customerId,
            payment_method: input.providerPaymentMethodId,
            description: input.description,
            off_session: true,
            confirm: true,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (pi.status === 'succeeded') return { status: 'succeeded', paymentId: pi.id };
        return {
          status: 'requires_action',
          paymentId: pi.id,
          message: 'The bank asks the cardholder to authenticate',
        };
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) {
          const pi = (err.raw as { payment_intent?: { id?: string } } | undefined)?.payment_intent;
          const status = err.code === 'authentication_required' ? 'requires_action' : 'failed';
          return { status, paymentId: pi?.id ?? null, message: err.message };
        }
        throw new PaymentsProviderError(err instanceof Error ? err.message : 'Stripe request failed');
      }
    },
    async detachPaymentMethod(id) {
      await call(() => stripe.paymentMethods.detach(id));
    },
  };
}
