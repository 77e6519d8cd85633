import { z } from 'zod';
import { acrossOrganizations } from '../../db/organization-context';
import { verifyWebhookSignature } from '../../integrations/payments/webhook-signature';
import { AppError, badRequest } from '../../platform/errors';
import type { BillingRepository } from './billing.repository';
import type { BillingService } from './billing.service';
import type { OrganizationBillingService } from './organization-billing.service';

const stripeEvent = z.object({
  id: z.string().min(1).max(120),
  type: z.string().min(1).max(80),
  data: z.object({ object: z.object({ id: z.string().min(1).max(120) }).loose() }),
});

/** Stripe webhooks: signature checked before anything is read; each event id applied once. */
export function createPaymentWebhookService(deps: {
  repo: BillingRepository;
  billing: Pick<BillingService, 'setupSucceeded'>;
  /** A White Label company's card setup, when the setup is not a consumer's. */
  organizationBilling: Pick<OrganizationBillingService, 'setupSucceeded'>;
  secret: string | undefined;
  now?: () => Date;
}) {
  const { repo } = deps;

  async function apply(event: z.infer<typeof stripeEvent>) {
    const id = event.data.object.id;
    const obj = event.data.object as { last_payment_error?: { message?: string } };
    switch (event.type) {
      case 'setup_intent.succeeded':
        // A consumer's subscription card, else a company's card (which then pays its unpaid months).
        return (await deps.billing.setupSucceeded(id)) || deps.organizationBilling.setupSucceeded(id);
      case 'payment_intent.succeeded':
        await repo.updateInvoiceByPayment(id, {
          status: 'PAID',
          paidAt: deps.now?.() ?? new Date(),
          failureMessage: null,
        });
        return true;
      case 'payment_intent.payment_failed':
        await repo.updateInvoiceByPayment(id, {
          status: 'FAILED',
          failureMessage: obj.last_payment_error?.message ?? 'The payment failed',
        });
        return true;
      default:
        return false;
    }
  }

  return {
    async receive(rawBody: string, signature: string | undefined) {
      if (!deps.secret) throw new AppError(404, 'NOT_FOUND', 'Webhooks are not configured');
      if (!verifyWebhookSignature(rawBody, signature, deps.secret, deps.now?.())) {
        throw badRequest('Invalid webhook signature', [
          { field: 'stripe-signature', message: 'Signature does not match' },
        ]);
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw badRequest('Webhook body is not JSON');
      }
      const parsed = stripeEvent.safeParse(json);
      if (!parsed.success) throw badRequest('Not a Stripe event');
      const event = parsed.data;
      if (!(await repo.claimWebhookEvent(event.id, event.type)))
        return { received: true as const, applied: false };
      try {
        // The event names a setup or a payment, not an organization: it is found across them.
        await acrossOrganizations('paymentProviderEvents', () => apply(event));
      } catch (err) {
        // Not applied: let Stripe's retry apply it later.
        await repo.releaseWebhookEvent(event.id);
        throw err;
      }
      return { received: true as const, applied: true };
    },
  };
}
export type PaymentWebhookService = ReturnType<typeof createPaymentWebhookService>;
