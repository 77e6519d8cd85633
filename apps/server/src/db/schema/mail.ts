import { mailTransports } from '@app/contracts/app-info.contract';
import { jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Every message the product sends; without SMTP it stays here for admins to read. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: varchar('to', { length: 254 }).notNull(),
  subject: varchar('subject', { length: 200 }).notNull(),
  body: text('body').notNull(),
  transport: varchar('transport', { length: 10, enum: mailTransports }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
  /** Extra headers sent with it (the notices' List-Unsubscribe). */
  headers: jsonb('headers').$type<Record<string, string>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
