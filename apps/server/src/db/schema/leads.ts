import { leadStatuses } from '@app/contracts/leads.contract';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { organizationId } from './organizations';
import { subscriptionPlans } from './plans';
import { users } from './users';

export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    phone: varchar('phone', { length: 30 }).notNull(),
    email: varchar('email', { length: 254 }),
    creditIssues: jsonb('credit_issues').$type<string[]>().notNull(),
    additionalDetails: text('additional_details').notNull().default(''),
    urgency: varchar('urgency', { length: 10 }).notNull(),
    source: varchar('source', { length: 40 }).notNull(),
    status: varchar('status', { length: 12, enum: leadStatuses }).notNull().default('new'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    /** The client account created from this lead, once converted. */
    convertedUserId: integer('converted_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The plan whose Get Started button the visitor pressed, if any. */
    planId: integer('plan_id').references(() => subscriptionPlans.id, { onDelete: 'set null' }),
    ip: varchar('ip', { length: 64 }),
    /** How many times the same person (phone or e-mail) sent the form; repeats within 30 days update this lead. */
    submissionCount: integer('submission_count').notNull().default(1),
    /** When the latest of those submissions arrived (by our clock); null until a repeat. */
    lastSubmittedAt: timestamp('last_submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leads_created_idx').on(t.createdAt),
    index('leads_organization_idx').on(t.organizationId),
    // The admin's lead list reads pages by latest activity from this index (no sort of every lead).
    index('leads_latest_activity_idx').on(sql`coalesce(${t.lastSubmittedAt}, ${t.createdAt})`, t.id),
  ],
);
