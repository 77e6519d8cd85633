import { noticeKinds } from '@app/contracts/notices.contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** A person's choice for one kind of e-mail notice; a kind without a row is on. */
export const noticePreferences = pgTable(
  'notice_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 32, enum: noticeKinds }).notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * One e-mail notice, queued once per event (the unique `event_key`), sent by the notices job, which
 * claims unsent rows with FOR UPDATE SKIP LOCKED so two processes never send one twice.
 */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 32, enum: noticeKinds }).notNull(),
    /** The event it tells of, e.g. `dispute:12:approval`; a second queueing of it is ignored. */
    eventKey: varchar('event_key', { length: 80 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notices_event_key_idx').on(t.eventKey),
    // The job's claim reads only the unsent rows.
    index('notices_unsent_idx').on(t.id).where(sql`${t.sentAt} is null`),
  ],
);

/** A document a specialist asked a client for; open until the client next uploads to the vault. */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedById: integer('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 120 }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('document_requests_user_idx').on(t.userId, t.createdAt)],
);
