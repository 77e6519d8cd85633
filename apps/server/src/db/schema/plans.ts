import { letterMailers } from '@app/contracts/letter-readiness';
import {
  billingIntervals,
  perDeletionPriceBounds,
  planChargeBases,
  planKinds,
} from '@app/contracts/plans.contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { organizationId } from './organizations';

/** `'a', 'b'` of a contract list, for a check constraint (the lists are constants, never input). */
const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    name: varchar('name', { length: 80 }).notNull(),
    /** Decides the law that applies (CROA for consumer plans) and how the plan is billed. */
    kind: varchar('kind', { length: 20, enum: planKinds }).notNull(),
    description: text('description').notNull(),
    /** Integer cents: money is never a float. */
    priceCents: integer('price_cents').notNull(),
    billingInterval: varchar('billing_interval', { length: 10, enum: billingIntervals }).notNull(),
    features: jsonb('features').$type<string[]>().notNull(),
    /** Who mails a client's letters on this plan: the company (managed) or the consumer (self-serve). */
    lettersMailedBy: varchar('letters_mailed_by', { length: 10, enum: letterMailers })
      .notNull()
      .default('COMPANY'),
    /** Monthly (each month with services) or per deletion seen on a report; both in arrears. */
    chargeBasis: varchar('charge_basis', { length: 12, enum: planChargeBases }).notNull().default('MONTHLY'),
    /** The organization's price of one deletion, for a per-deletion plan. */
    pricePerDeletionCents: integer('price_per_deletion_cents'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check('subscription_plans_kind_check', sql`${t.kind} in (${sqlList(planKinds)})`),
    check(
      'subscription_plans_charge_basis_check',
      sql`${t.chargeBasis} in (${sqlList(planChargeBases)}) and (${t.chargeBasis} = 'MONTHLY' or (${t.kind} = 'consumer' and ${t.pricePerDeletionCents} between ${sql.raw(String(perDeletionPriceBounds.minCents))} and ${sql.raw(String(perDeletionPriceBounds.maxCents))}))`,
    ),
    // Each organization offers its own plans; a name is unique within one.
    uniqueIndex('subscription_plans_org_name_uq').on(t.organizationId, t.name),
  ],
);
