import {
  bureauSources,
  monitoringProviders,
  type RemovedItem,
  syncFrequencies,
  syncStatuses,
} from '@app/contracts/credit-monitoring.contract';
import { sql } from 'drizzle-orm';
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
import type { FileAccount, FileInquiry, FilePublicRecord } from '../../integrations/bureaus/bureaus.port';
import { creditIssues } from './credit';
import { disputes } from './disputes';
import { users } from './users';

const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A person's link to a credit monitoring service; one per provider. */
export const monitoringConnections = pgTable(
  'monitoring_connections',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    provider: varchar('provider', { length: 16, enum: monitoringProviders }).notNull(),
    accountEmail: varchar('account_email', { length: 254 }).notNull(),
    /** The monitoring service's password, sealed (AES-256-GCM); never returned, never logged. */
    passwordSealed: text('password_sealed'),
    /** Experian connect: the personal information (SSN included), sealed as one JSON document. */
    identitySealed: text('identity_sealed'),
    ssnLast4: varchar('ssn_last4', { length: 4 }),
    syncFrequency: varchar('sync_frequency', { length: 8, enum: syncFrequencies }).notNull().default('DAILY'),
    autoSyncEnabled: boolean('auto_sync_enabled').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    source: varchar('source', { length: 10, enum: bureauSources }).notNull(),
    lastSyncDate: timestamp('last_sync_date', { withTimezone: true }),
    /** When the auto-sync job takes it next; null while auto-sync is off. */
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('monitoring_connections_user_provider_uq').on(t.userId, t.provider),
    index('monitoring_connections_next_sync_idx').on(t.nextSyncAt),
  ],
);

/** FCRA §604(a)(2): the consumer's written instruction to obtain their report, with when and from where. */
export const fcraAuthorizations = pgTable(
  'fcra_authorizations',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    connectionId: integer('connection_id').references(() => monitoringConnections.id, {
      onDelete: 'set null',
    }),
    statement: text('statement').notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    userAgent: varchar('user_agent', { length: 400 }),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fcra_authorizations_user_idx').on(t.userId, t.authorizedAt)],
);

/** Every sync of a connection, successful or not. */
export const monitoringSyncs = pgTable(
  'monitoring_syncs',
  {
    id: serial('id').primaryKey(),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => monitoringConnections.id, { onDelete: 'cascade' }),
    userId: userRef(),
    provider: varchar('provider', { length: 16, enum: monitoringProviders }).notNull(),
    syncDate: timestamp('sync_date', { withTimezone: true }).notNull().defaultNow(),
    syncStatus: varchar('sync_status', { length: 8, enum: syncStatuses }).notNull(),
    issuesFound: integer('issues_found').notNull().default(0),
    itemsRemoved: integer('items_removed').notNull().default(0),
    removedItems: jsonb('removed_items').$type<RemovedItem[]>().notNull().default(sql`'[]'::jsonb`),
    scoreChange: integer('score_change'),
    score: integer('score'),
    message: text('message'),
  },
  (t) => [
    index('monitoring_syncs_connection_idx').on(t.connectionId, t.syncDate),
    index('monitoring_syncs_user_idx').on(t.userId, t.syncDate),
  ],
);

/** The newest file a connection brought in: what the admin's Credit Profiles show. */
export const creditFiles = pgTable(
  'credit_files',
  {
    connectionId: integer('connection_id')
      .primaryKey()
      .references(() => monitoringConnections.id, { onDelete: 'cascade' }),
    userId: userRef(),
    source: varchar('source', { length: 10, enum: bureauSources }).notNull(),
    score: integer('score'),
    reportDate: date('report_date').notNull(),
    /** Account numbers are kept as their last four digits only. */
    accounts: jsonb('accounts').$type<FileAccount[]>().notNull(),
    inquiries: jsonb('inquiries').$type<FileInquiry[]>().notNull(),
    publicRecords: jsonb('public_records').$type<FilePublicRecord[]>().notNull(),
    pulledAt: timestamp('pulled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_files_user_idx').on(t.userId, t.pulledAt)],
);

/**
 * Each negative item a connection's file has reported, and the credit issue it became: how a
 * later sync knows an item is new, still there, or gone.
 */
export const creditFileItems = pgTable(
  'credit_file_items',
  {
    id: serial('id').primaryKey(),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => monitoringConnections.id, { onDelete: 'cascade' }),
    userId: userRef(),
    itemKey: varchar('item_key', { length: 200 }).notNull(),
    issueId: integer('issue_id').references(() => creditIssues.id, { onDelete: 'set null' }),
    firstSeenOn: date('first_seen_on').notNull(),
    lastSeenOn: date('last_seen_on').notNull(),
    removedOn: date('removed_on'),
    creditedDisputeId: integer('credited_dispute_id').references(() => disputes.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('credit_file_items_connection_key_uq').on(t.connectionId, t.itemKey),
    index('credit_file_items_issue_idx').on(t.issueId),
  ],
);
