import { bankAccountTypes, bankConnectionStatuses } from '@app/contracts/bank-connections.contract';
import {
  boolean,
  date,
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
import { users } from './users';

const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Enroll on the Rent tab: the person's recorded choice of a reporting service (we enroll nobody). */
export const rentReportingEnrollments = pgTable(
  'rent_reporting_enrollments',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    serviceId: varchar('service_id', { length: 40 }).notNull(),
    enrolledOn: date('enrolled_on').notNull(),
  },
  (t) => [uniqueIndex('rent_reporting_enrollments_user_service_idx').on(t.userId, t.serviceId)],
);

/** A code e-mailed before a bank account is connected; 10 wrong codes lock it. */
export const bankVerifications = pgTable(
  'bank_verifications',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    /** The code, sealed with the secret box. */
    codeSealed: text('code_sealed').notNull(),
    sentTo: varchar('sent_to', { length: 320 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Set when a connection was made with it: one code, one account. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bank_verifications_user_idx').on(t.userId, t.createdAt)],
);

export const bankConnections = pgTable(
  'bank_connections',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    bankName: varchar('bank_name', { length: 80 }).notNull(),
    accountType: varchar('account_type', { length: 8, enum: bankAccountTypes }).notNull(),
    routingNumber: varchar('routing_number', { length: 9 }),
    /** The last 4 digits of the account number, sealed; nothing more is ever taken. */
    accountLast4Sealed: text('account_last4_sealed'),
    autoPaymentOptimization: boolean('auto_payment_optimization').notNull().default(false),
    connectionStatus: varchar('connection_status', { length: 9, enum: bankConnectionStatuses })
      .notNull()
      .default('PENDING'),
    lastSync: timestamp('last_sync', { withTimezone: true }),
    /** Daily balances in cents, oldest first, as the last sync returned them. */
    balanceHistory: jsonb('balance_history')
      .$type<{ date: string; balance: number }[]>()
      .notNull()
      .default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bank_connections_user_idx').on(t.userId)],
);
