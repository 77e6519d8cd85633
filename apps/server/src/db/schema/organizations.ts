import { organizationPlans, organizationStatuses } from '@app/contracts/organizations.contract';
import { platformOrganizationId } from '@app/contracts/platform-operator.contract';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * A credit repair company working inside the product (a tenant). Id 1 is the company that runs the
 * platform, made by migration 0044; every row that belongs to a company's work names one.
 */
export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 40 }).notNull(),
    /** The host name its people and visitors reach it by; null: reached only through the platform's own. */
    host: varchar('host', { length: 253 }),
    plan: varchar('plan', { length: 20, enum: organizationPlans }).notNull(),
    status: varchar('status', { length: 12, enum: organizationStatuses }).notNull().default('active'),
    companyName: varchar('company_name', { length: 120 }).notNull(),
    primaryColour: varchar('primary_colour', { length: 7 }),
    supportEmail: varchar('support_email', { length: 254 }).notNull(),
    supportPhone: varchar('support_phone', { length: 30 }),
    senderName: varchar('sender_name', { length: 120 }).notNull(),
    returnAddress: text('return_address').notNull(),
    croaBusinessName: varchar('croa_business_name', { length: 120 }).notNull(),
    croaBusinessAddress: text('croa_business_address').notNull(),
    /** The logo's bytes in base64 (PNG or JPEG, checked by content); public, so not sealed. */
    logoData: text('logo_data'),
    logoContentType: varchar('logo_content_type', { length: 20 }),
    /** Also the logo address's version, so a browser's cached copy is replaced at once. */
    logoUpdatedAt: timestamp('logo_updated_at', { withTimezone: true }),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Two organizations can never share a short name or a host, whatever the letter case.
    uniqueIndex('organizations_slug_lower_uq').on(sql`lower(${t.slug})`),
    uniqueIndex('organizations_host_lower_uq').on(sql`lower(${t.host})`),
  ],
);

/** The company that runs the platform: the first organization, where everything made before tenants lives. */
export { platformOrganizationId };

/**
 * The organization a row belongs to. New rows name it from the signed-in person (or, for public
 * forms, the request's host); the default is the platform's own, which rows made before
 * organizations existed were given. The row-level security phase replaces that default with the
 * transaction's `app.organization_id`.
 */
export const organizationId = () =>
  integer('organization_id')
    .notNull()
    .default(platformOrganizationId)
    .references(() => organizations.id);

/**
 * Each time the operator suspended an organization, and when it was reinstated (null while it is
 * still suspended). Its billing skips the months lying wholly inside these spans, and only those.
 */
export const organizationSuspensions = pgTable(
  'organization_suspensions',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }).notNull(),
    reinstatedAt: timestamp('reinstated_at', { withTimezone: true }),
  },
  (t) => [index('organization_suspensions_org_idx').on(t.organizationId, t.suspendedAt)],
);
