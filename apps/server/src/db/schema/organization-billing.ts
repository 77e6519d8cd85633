import { invoiceStatuses, paymentProviders } from '@app/contracts/billing.contract';
import { integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

/** A card as kept for an organization: never the full number. */
export interface OrganizationCardRecord {
  providerPaymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/**
 * A White Label company's account with the platform: its payment customer, the card setup in
 * progress and the card it saved. One row per organization, made when its owner first adds a card.
 */
export const organizationBillingAccounts = pgTable('organization_billing_accounts', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id),
  provider: varchar('provider', { length: 10, enum: paymentProviders }).notNull(),
  providerCustomerId: varchar('provider_customer_id', { length: 120 }).notNull(),
  /** The latest card setup asked for; replaced by each new one. */
  setupIntentId: varchar('setup_intent_id', { length: 120 }).unique(),
  setupClientSecret: varchar('setup_client_secret', { length: 200 }).unique(),
  card: jsonb('card').$type<OrganizationCardRecord>(),
  cardSavedAt: timestamp('card_saved_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One line of an organization's invoice: the plan's month, or the month's postage at cost. */
export interface OrganizationInvoiceLine {
  description: string;
  amountCents: number;
}

/**
 * A White Label month billed in arrears: made only once the month of service has ended, with the
 * plan and the postage of the letters mailed in it each on a line of its own.
 */
export const organizationInvoices = pgTable(
  'organization_invoices',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    lines: jsonb('lines').$type<OrganizationInvoiceLine[]>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: varchar('status', { length: 20, enum: invoiceStatuses }).notNull(),
    providerPaymentId: varchar('provider_payment_id', { length: 120 }),
    failureMessage: varchar('failure_message', { length: 300 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    // One invoice per organization and month, whatever retries of the job happen (and its list's index).
    uniqueIndex('organization_invoices_period_uq').on(t.organizationId, t.periodStart),
  ],
);
