import { mailTransports } from '@app/contracts/app-info.contract';
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

/**
 * Every message the product sends; without SMTP it stays here for admins to read. A message belongs
 * to the organization it was sent for: the one the sender names, else the transaction's, else the
 * one person's with that address (trigger `mail_outbox_organization`, migration 0054), else the
 * platform's (mail to no person, as the team's lead notices).
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id')
    .notNull()
    .default(sql`nullif(current_setting('app.organization_id', true), '')::integer`)
    .references(() => organizations.id),
  to: varchar('to', { length: 254 }).notNull(),
  /** The name it was sent under: the sending organization's sender name (null: the product's own). */
  fromName: varchar('from_name', { length: 120 }),
  subject: varchar('subject', { length: 200 }).notNull(),
  body: text('body').notNull(),
  transport: varchar('transport', { length: 10, enum: mailTransports }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
  /** Extra headers sent with it (the notices' List-Unsubscribe). */
  headers: jsonb('headers').$type<Record<string, string>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
