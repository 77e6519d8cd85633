import { passwordLinkPurposes } from '@app/contracts/password-links.contract';
import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One-time links to choose a password (reset or invitation); only the SHA-256 of the token is kept. */
export const passwordLinks = pgTable(
  'password_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 10, enum: passwordLinkPurposes }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_links_user_idx').on(t.userId)],
);

/**
 * Every reset request, whether or not the address has an account, so the rate limit per address
 * and per network address holds across processes and says nothing about which addresses exist.
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    emailKey: varchar('email_key', { length: 254 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('password_reset_requests_email_at_idx').on(t.emailKey, t.at),
    index('password_reset_requests_ip_at_idx').on(t.ip, t.at),
  ],
);
