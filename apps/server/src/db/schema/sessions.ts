import { boolean, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Opaque sessions: only the SHA-256 of the token is stored, never the token. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: text('user_agent'),
    /** Signed in with the password only: an admin session that still owes its second factor. */
    secondFactorPending: boolean('second_factor_pending').notNull().default(false),
    /** The second factor was given in this session (Test as Client needs it). */
    secondFactorPassed: boolean('second_factor_passed').notNull().default(false),
    /** 'Test as Client': the admin acting, and the admin's own session that Return to admin resumes. */
    impersonatorUserId: integer('impersonator_user_id').references(() => users.id, { onDelete: 'cascade' }),
    impersonatorSessionHash: varchar('impersonator_session_hash', { length: 64 }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Failed sign-ins, counted per account (not per IP) for the brute-force lockout. */
export const failedLogins = pgTable(
  'failed_logins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    emailKey: varchar('email_key', { length: 254 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('failed_logins_email_at_idx').on(t.emailKey, t.at)],
);
