import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { platformOrganizationId } from '../../db/schema/organizations';
import type { PaymentsPort } from '../../integrations/payments/payments.port';
import type { BrandOf } from '../../platform/organizations/organization-brand';
import type { LedgerDeletions } from '../dispute-outcomes/ledger-deletions';
import { createAgreementsService } from './agreements.service';
import { createBillingRepository } from './billing.repository';
import { billingRoutes } from './billing.routes';
import { createBillingService } from './billing.service';
import {
  createChargesService,
  type DisputeActivity,
  type MailPostage,
  type OrganizationPostage,
} from './charges.service';
import { createInvoicesService } from './invoices.service';
import { createOrganizationBillingRepository } from './organization-billing.repository';
import { organizationBillingRoutes } from './organization-billing.routes';
import { createOrganizationBillingService } from './organization-billing.service';
import { paymentWebhookRoutes } from './payment-webhook.routes';
import { createPaymentWebhookService } from './payment-webhook.service';

export function billingModule(deps: {
  db: Database;
  config: Config;
  payments: PaymentsPort;
  activity: DisputeActivity;
  brandOf: BrandOf;
  postage?: MailPostage;
  organizationPostage: OrganizationPostage;
  /** The outcome ledger's deletions seen on reports: what a per-deletion plan bills. */
  deletions?: Pick<LedgerDeletions, 'of'>;
  now?: () => Date;
}) {
  const { config, payments } = deps;
  const repo = createBillingRepository(deps.db);
  const timeZone = config.COMPANY_TIME_ZONE;
  const agreements = createAgreementsService({
    repo,
    brandOf: deps.brandOf,
    settings: {
      timeZone,
      retentionYears: config.AGREEMENT_RETENTION_YEARS,
    },
  });
  const charges = createChargesService({
    repo,
    payments,
    activity: deps.activity,
    postage: deps.postage,
    deletions: deps.deletions,
    timeZone,
    now: deps.now,
  });
  const billing = createBillingService({ repo, payments, agreements, timeZone, settle: charges.settle });
  const invoices = createInvoicesService({
    repo,
    brandOf: deps.brandOf,
  });
  // The platform bills each White Label company, on the platform's own invoices.
  const organizationBilling = createOrganizationBillingService({
    repo: createOrganizationBillingRepository(deps.db),
    payments,
    postage: deps.organizationPostage,
    billerOf: () => deps.brandOf(platformOrganizationId),
    now: deps.now,
  });
  const webhooks = createPaymentWebhookService({
    repo,
    billing,
    organizationBilling,
    secret: config.STRIPE_WEBHOOK_SECRET,
  });
  const register = async (app: FastifyInstance) => {
    await app.register(billingRoutes, { billing, agreements, invoices, charges });
    await app.register(paymentWebhookRoutes, { service: webhooks });
    await app.register(organizationBillingRoutes, { service: organizationBilling });
  };
  return { billing, charges, agreements, organizationBilling, register };
}
