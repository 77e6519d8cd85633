import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

/**
 * An organization owner's grant to the platform operator: for a limited time the operator may read
 * the organization's clients, credit files and letters. Rows are never deleted; a grant ends by its
 * expiry or by the owner's revocation, and `endRecordedAt` marks that its end was audited.
 */
export const operatorAccessGrants = pgTable(
  'operator_access_grants',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    grantedByUserId: integer('granted_by_user_id')
      .notNull()
      .references(() => users.id),
    hours: integer('hours').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedByUserId: integer('revoked_by_user_id').references(() => users.id),
    /** When the expiry's audit entries were written (once, on both sides). */
    expiryRecordedAt: timestamp('expiry_recorded_at', { withTimezone: true }),
  },
  (t) => [index('operator_access_grants_org_idx').on(t.organizationId, t.expiresAt)],
);

/**
 * A company sign-up in progress: the address to verify and the one-time link's token (its SHA-256
 * only). The link is used once; completing it makes the organization and its owner.
 */
export const companySignups = pgTable('company_signups', {
  id: serial('id').primaryKey(),
  email: varchar('email', { length: 254 }).notNull(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  organizationId: integer('organization_id').references(() => organizations.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
