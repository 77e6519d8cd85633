import { agreementKinds } from '@app/contracts/agreements.contract';
import {
  billingTimings,
  invoiceLineKinds,
  invoiceStatuses,
  paymentProviders,
  subscriptionStatuses,
} from '@app/contracts/billing.contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { disputeOutcomes } from './dispute-outcomes';
import { organizations } from './organizations';
import { subscriptionPlans } from './plans';
import { users } from './users';

/**
 * CROA documents as signed: the exact text, its SHA-256, when, from where. Rows are only ever
 * inserted (the repository has no update or delete); retainUntil is the earliest a purge may remove one.
 */
export const signedAgreements = pgTable(
  'signed_agreements',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    kind: varchar('kind', { length: 30, enum: agreementKinds }).notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    typedName: varchar('typed_name', { length: 120 }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: varchar('ip_address', { length: 64 }).notNull(),
    userAgent: text('user_agent').notNull(),
    retainUntil: timestamp('retain_until', { withTimezone: true }).notNull(),
  },
  (t) => [index('signed_agreements_user_idx').on(t.userId, t.signedAt)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    status: varchar('status', { length: 20, enum: subscriptionStatuses }).notNull().default('INCOMPLETE'),
    billing: varchar('billing', { length: 10, enum: billingTimings }).notNull(),
    provider: varchar('provider', { length: 10, enum: paymentProviders }).notNull(),
    providerCustomerId: varchar('provider_customer_id', { length: 120 }).notNull(),
    setupIntentId: varchar('setup_intent_id', { length: 120 }).notNull().unique(),
    setupClientSecret: varchar('setup_client_secret', { length: 200 }).notNull().unique(),
    /** A test-mode card waiting for its authentication step (brand, last 4, expiry only). */
    pendingCard: jsonb('pending_card').$type<{
      brand: string;
      last4: string;
      expMonth: number;
      expYear: number;
    }>(),
    providerSubscriptionId: varchar('provider_subscription_id', { length: 120 }),
    contractSignedAt: timestamp('contract_signed_at', { withTimezone: true }),
    lastDayToCancel: varchar('last_day_to_cancel', { length: 10 }),
    cancellationWindowEndsAt: timestamp('cancellation_window_ends_at', { withTimezone: true }),
    /** Start of the first billing period (the card was saved). */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** No period starting at or after this instant is billed. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, t.status)],
);

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    provider: varchar('provider', { length: 10, enum: paymentProviders }).notNull(),
    providerPaymentMethodId: varchar('provider_payment_method_id', { length: 120 }).notNull().unique(),
    brand: varchar('brand', { length: 20 }).notNull(),
    last4: varchar('last4', { length: 4 }).notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('payment_methods_user_idx').on(t.userId)],
);

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    planName: text('plan_name').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: varchar('status', { length: 20, enum: invoiceStatuses }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    /** One charge per subscription period, whatever retries happen. */
    idempotencyKey: varchar('idempotency_key', { length: 120 }).notNull().unique(),
    providerPaymentId: varchar('provider_payment_id', { length: 120 }),
    servicesPerformed: jsonb('services_performed').$type<string[]>().notNull(),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('invoices_user_idx').on(t.userId, t.periodStart)],
);

/**
 * The priced lines of a per-deletion invoice, each tied to the ledger entry it bills: a DELETION
 * line to the deletion (unique, so a deletion is billed once whatever reruns or processes), a
 * CREDIT line to the reinsertion that undid an earlier billed deletion (unique both ways, so each
 * is given back once). The invoice and its lines are written in one transaction.
 */
export const invoiceOutcomeLines = pgTable(
  'invoice_outcome_lines',
  {
    id: serial('id').primaryKey(),
    // The transaction's organization; written across organizations, the person's (trigger organization_fill).
    organizationId: integer('organization_id')
      .notNull()
      .default(sql`nullif(current_setting('app.organization_id', true), '')::integer`)
      .references(() => organizations.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    kind: varchar('kind', { length: 10, enum: invoiceLineKinds }).notNull(),
    /** The entry billed: the deletion, or for a credit the reinsertion. */
    outcomeId: integer('outcome_id')
      .notNull()
      .references(() => disputeOutcomes.id),
    /** For a credit, the deletion whose price is given back. */
    creditedOutcomeId: integer('credited_outcome_id').references(() => disputeOutcomes.id),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    uniqueIndex('invoice_outcome_lines_outcome_uq').on(t.outcomeId),
    uniqueIndex('invoice_outcome_lines_credited_uq').on(t.creditedOutcomeId),
    index('invoice_outcome_lines_invoice_idx').on(t.invoiceId),
    index('invoice_outcome_lines_user_idx').on(t.userId),
    check(
      'invoice_outcome_lines_kind_check',
      sql`(${t.kind} = 'DELETION' and ${t.creditedOutcomeId} is null and ${t.amountCents} > 0) or (${t.kind} = 'CREDIT' and ${t.creditedOutcomeId} is not null and ${t.amountCents} < 0)`,
    ),
  ],
);

/** Stripe webhook events already applied: each event id once. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: varchar('event_id', { length: 120 }).primaryKey(),
  type: varchar('type', { length: 80 }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
