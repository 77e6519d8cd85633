import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { PaymentsPort } from '../../integrations/payments/payments.port';
import { createAgreementsService } from './agreements.service';
import { createBillingRepository } from './billing.repository';
import { billingRoutes } from './billing.routes';
import { createBillingService } from './billing.service';
import { createChargesService, type DisputeActivity } from './charges.service';
import { createInvoicesService } from './invoices.service';
import { paymentWebhookRoutes } from './payment-webhook.routes';
import { createPaymentWebhookService } from './payment-webhook.service';

export function billingModule(deps: {
  db: Database;
  config: Config;
  payments: PaymentsPort;
  activity: DisputeActivity;
}) {
  const { config, payments } = deps;
  const repo = createBillingRepository(deps.db);
  const timeZone = config.COMPANY_TIME_ZONE;
  const agreements = createAgreementsService({
    repo,
    settings: {
      companyName: config.COMPANY_NAME,
      companyAddress: config.COMPANY_ADDRESS,
      timeZone,
      retentionYears: config.AGREEMENT_RETENTION_YEARS,
    },
  });
  const charges = createChargesService({ repo, payments, activity: deps.activity, timeZone });
  const billing = createBillingService({ repo, payments, agreements, timeZone, settle: charges.settle });
  const invoices = createInvoicesService({
    repo,
    company: { name: config.COMPANY_NAME, address: config.COMPANY_ADDRESS },
  });
  const webhooks = createPaymentWebhookService({ repo, billing, secret: config.STRIPE_WEBHOOK_SECRET });
  const register = async (app: FastifyInstance) => {
    await app.register(billingRoutes, { billing, agreements, invoices, charges });
    await app.register(paymentWebhookRoutes, { service: webhooks });
  };
  return { billing, charges, agreements, register };
}
