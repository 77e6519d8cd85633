import type { BetaFeature } from '@app/contracts/beta-features';
import { teamRoles } from '@app/contracts/team-roles';
import { accessLevels } from '@app/contracts/users.contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
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
import { organizationId } from './organizations';
import { subscriptionPlans } from './plans';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    accessLevel: varchar('access_level', { length: 20, enum: accessLevels })
      .notNull()
      .default('CLIENT_VIEWER'),
    isTestUser: boolean('is_test_user').notNull().default(false),
    testingNotes: text('testing_notes'),
    /** Features granted by redeemed beta access codes; the permission rules read them from the session. */
    betaFeatures: text('beta_features').array().$type<BetaFeature[]>().notNull().default(sql`'{}'::text[]`),
    requiresPasswordReset: boolean('requires_password_reset').notNull().default(false),
    subscriptionStatus: varchar('subscription_status', { length: 30 }),
    subscriptionPlanId: integer('subscription_plan_id'),
    stripeCustomerId: varchar('stripe_customer_id', { length: 100 }),
    stripeSubscriptionId: varchar('stripe_subscription_id', { length: 100 }),
    /** Mailing address: dispute letters are signed and answered by mail. */
    addressLine1: varchar('address_line1', { length: 120 }),
    addressLine2: varchar('address_line2', { length: 120 }),
    city: varchar('city', { length: 80 }),
    state: varchar('state', { length: 2 }),
    zipCode: varchar('zip_code', { length: 10 }),
    /** ISO day of birth, sealed with the secret box: personal data, read only to check an uploaded report is theirs. */
    dateOfBirthSealed: text('date_of_birth_sealed'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** "(555) 234-5678" as given at onboarding (or a lead's own text when it is no US number). */
    phone: varchar('phone', { length: 30 }),
    /** The SSN's last four digits, sealed with the secret box like every other SSN datum. */
    ssnLast4Sealed: text('ssn_last4_sealed'),
    /** The plan the professional set the client up for: billing opens on it until they subscribe. */
    chosenPlanId: integer('chosen_plan_id').references(() => subscriptionPlans.id, { onDelete: 'set null' }),
    /** From the lead the client was converted from: the issues they asked help with, and their words. */
    intakeCreditIssues: jsonb('intake_credit_issues').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    intakeNotes: text('intake_notes'),
    /** TOTP secret (RFC 6238), sealed with the secret box; set at enrolment, confirmed by mfaEnabledAt. */
    mfaSecretSealed: text('mfa_secret_sealed'),
    mfaEnabledAt: timestamp('mfa_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code is never taken twice (RFC 6238 section 5.2). */
    mfaLastUsedStep: integer('mfa_last_used_step'),
    /** A second factor owed at every sign-in whatever ADMIN_MFA says (a company's owner from sign-up). */
    mfaRequired: boolean('mfa_required').notNull().default(false),
    /** The person's role in their company's team (Owner, Admin, Specialist ...); null for consumers. */
    teamRole: varchar('team_role', { length: 20, enum: teamRoles }),
    /** A client's specialist: the one team member (besides the office) who works their file. */
    assignedSpecialistId: integer('assigned_specialist_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /** A team member the Owner deactivated: they cannot sign in, and their sessions ended then. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Name and e-mail, lowered once when written: the admin's people search matches against this
     * instead of lowering every person's text on every search.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(first_name || ' ' || last_name || ' ' || email)`,
    ),
  },
  (t) => [
    // Email is unique in an organization whatever its letter case; two organizations may each have
    // a person with the same address, and they are two people.
    uniqueIndex('users_org_email_lower_uq').on(t.organizationId, sql`lower(${t.email})`),
    index('users_organization_idx').on(t.organizationId),
    index('users_access_level_idx').on(t.accessLevel),
    index('users_assigned_specialist_idx').on(t.assignedSpecialistId),
    // The admin's people list reads pages in this order, from the index (no sort of every row).
    index('users_name_order_idx').on(t.lastName, t.firstName, t.id),
    // Client Profiles and Test Users read pages newest first from here.
    index('users_created_order_idx').on(t.createdAt, t.id),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** One-time recovery codes for the second factor; only their SHA-256 is kept. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mfa_recovery_codes_user_idx').on(t.userId)],
);
