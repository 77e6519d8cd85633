import { creditReportSources } from '@app/contracts/credit-figures';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The admin's client table, one row per user, kept by triggers on the source tables (migration
 * `client_summaries`) in the same transaction as each write, so the table reads ~5,000 narrow rows
 * instead of computing every client's figures for every page. Never written by the application.
 * The next action's clocks are kept as raw instants and dates: the read turns them into the
 * calendar dates of the company's time zone and picks the earliest.
 */
export const clientSummaries = pgTable(
  'client_summaries',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Not an admin: only clients are listed. */
    isClient: boolean('is_client').notNull(),
    /** The name sort's key: lower(last name, first name). */
    nameKey: text('name_key').notNull(),
    /** The latest report's score. */
    score: integer('score'),
    /** Where that score came from (credit-figures.ts): a specialist's statement is shown as such. */
    scoreSource: varchar('score_source', { length: 12, enum: creditReportSources }),
    activeItems: integer('active_items').notNull().default(0),
    openDisputes: integer('open_disputes').notNull().default(0),
    /** The highest round among the open disputes. */
    currentRound: integer('current_round'),
    /** The oldest upload not yet confirmed (CONFIRM_REPORT). */
    reportWaitingSince: timestamp('report_waiting_since', { withTimezone: true }),
    /** The oldest pending letter the consumer has not approved (AWAITING_APPROVAL). */
    approvalWaitingSince: timestamp('approval_waiting_since', { withTimezone: true }),
    /** The oldest approval of a letter not yet mailed (MAIL_LETTER). */
    mailingWaitingSince: timestamp('mailing_waiting_since', { withTimezone: true }),
    /** The oldest mailing not yet delivered (CONFIRM_DELIVERY). */
    deliveryWaitingSince: timestamp('delivery_waiting_since', { withTimezone: true }),
    /** The earliest follow-up not yet dealt with (FOLLOW_UP). */
    followUpOn: date('follow_up_on'),
    /** The earliest delivery plus the bureau's 30 days (BUREAU_ANSWER). */
    answerDueOn: date('answer_due_on'),
    /** The user's creation or their newest audit entry, whichever is later. */
    lastActivity: timestamp('last_activity', { withTimezone: true }).notNull(),
  },
  // Each sort walks its index from the cursor and stops after one page. A client without a score
  // sorts last either way, so the score has one index per direction, on the key the list sorts by.
  (t) => [
    index('client_summaries_name_idx').on(t.nameKey, t.userId).where(sql`${t.isClient}`),
    index('client_summaries_score_desc_idx')
      .on(sql`coalesce(${t.score}, -1)`, t.userId)
      .where(sql`${t.isClient}`),
    index('client_summaries_score_asc_idx')
      .on(sql`coalesce(${t.score}, 100000)`, t.userId)
      .where(sql`${t.isClient}`),
    index('client_summaries_activity_idx').on(t.lastActivity, t.userId).where(sql`${t.isClient}`),
  ],
);
