import { bureauResponseTypes, strategyTypes } from '@app/contracts/bureau-responses.contract';
import { bureauCodes } from '@app/contracts/bureaus';
import {
  closedDisputeStatuses,
  disputeStatusGroups,
  openDisputeStatuses,
} from '@app/contracts/dispute-counts';
import { disputeStatuses, trackingSources } from '@app/contracts/disputes.contract';
import { followUpAnswers } from '@app/contracts/follow-up-completion';
import { letterMailers } from '@app/contracts/letter-readiness';
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
  varchar,
} from 'drizzle-orm/pg-core';
import { sqlTextList } from '../sql-text-list';
import { creditIssues } from './credit';
import { organizations } from './organizations';
import { users } from './users';

export const disputes = pgTable(
  'disputes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issueId: integer('issue_id')
      .notNull()
      .references(() => creditIssues.id, { onDelete: 'cascade' }),
    bureau: varchar('bureau', { length: 12, enum: bureauCodes }).notNull(),
    letterType: varchar('letter_type', { length: 30 }).notNull(),
    reason: varchar('reason', { length: 30 }).notNull(),
    letterContent: text('letter_content').notNull(),
    status: varchar('status', { length: 20, enum: disputeStatuses }).notNull().default('PENDING'),
    roundNumber: integer('round_number').notNull().default(1),
    previousDisputeId: integer('previous_dispute_id'),
    letterGenerated: boolean('letter_generated').notNull().default(false),
    dateSent: timestamp('date_sent', { withTimezone: true }),
    /** Calendar dates (yyyy-mm-dd): the legal clocks count days, not hours. */
    expectedResponse: date('expected_response').notNull(),
    actualResponse: date('actual_response'),
    uspsTrackingNumber: varchar('usps_tracking_number', { length: 34 }),
    trackingAddedAt: timestamp('tracking_added_at', { withTimezone: true }),
    trackingStatus: varchar('tracking_status', { length: 30 }),
    trackingSource: varchar('tracking_source', { length: 10, enum: trackingSources }),
    trackingCheckedAt: timestamp('tracking_checked_at', { withTimezone: true }),
    deliveryDate: date('delivery_date'),
    followUpDate: date('follow_up_date'),
    /** The spec's flag: the follow-up was dealt with (Mark Completed). */
    alertSent: boolean('alert_sent').notNull().default(false),
    /** When the person marked the follow-up done: it can be undone for a day, which the server checks. */
    followUpCompletedAt: timestamp('follow_up_completed_at', { withTimezone: true }),
    /** What they said the bureau answered then ('NO_ANSWER_YET' when it had not). */
    followUpAnswer: varchar('follow_up_answer', { length: 14, enum: followUpAnswers }),
    /** When the background job mailed the follow-up notice; it is sent once. */
    followUpNoticeSentAt: timestamp('follow_up_notice_sent_at', { withTimezone: true }),
    /** When the consumer approved the letter; a letter is never mailed without it. */
    consumerApprovedAt: timestamp('consumer_approved_at', { withTimezone: true }),
    /** When the consumer attested that they believe the item is inaccurate, incomplete or unverifiable. */
    attestedAt: timestamp('attested_at', { withTimezone: true }),
    /** The consumer's requested change to a letter an admin drafted; cleared when the letter is revised. */
    changeRequest: text('change_request'),
    changeRequestedAt: timestamp('change_requested_at', { withTimezone: true }),
    /** Who mails the letter, decided by the client's plan when it is drafted and again at approval. */
    mailedBy: varchar('mailed_by', { length: 10, enum: letterMailers }).notNull().default('COMPANY'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The client's assigned specialist when the letter was drafted: results by specialist credit the
     * person who worked the client then, not whoever works them now. Null: no one was assigned.
     */
    specialistId: integer('specialist_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('disputes_user_idx').on(t.userId, t.createdAt),
    index('disputes_issue_idx').on(t.issueId),
    index('disputes_follow_up_idx').on(t.followUpDate),
    // The admin tracking list walks this newest-first and stops after one page.
    index('disputes_created_idx').on(t.createdAt, t.id),
    // The admin's all-disputes list filtered by status walks this newest-first, even for a rare status.
    index('disputes_status_created_idx').on(t.status, t.createdAt, t.id),
    // The admin's list of every dispute by bureau (and status), newest first, and its filtered count.
    index('disputes_bureau_status_created_idx').on(t.bureau, t.status, t.createdAt, t.id),
    // Its open letters only: a page number's skipped rows are counted in this index alone.
    index('disputes_open_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} in (${sql.raw(sqlTextList(openDisputeStatuses))})`),
    // The admin's work queue: each partial index holds only the disputes still waiting in one group.
    index('disputes_awaiting_approval_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'PENDING' and ${t.consumerApprovedAt} is null`),
    index('disputes_approved_unmailed_idx')
      .on(t.consumerApprovedAt, t.id)
      .where(
        sql`${t.status} = 'PENDING' and ${t.consumerApprovedAt} is not null and ${t.uspsTrackingNumber} is null and ${t.mailedBy} = 'COMPANY'`,
      ),
    index('disputes_mailed_idx').on(t.dateSent, t.id).where(sql`${t.status} = 'SENT'`),
    index('disputes_follow_up_open_idx')
      .on(t.followUpDate, t.id)
      .where(
        sql`${t.alertSent} = false and ${t.status} not in (${sql.raw(sqlTextList(closedDisputeStatuses))})`,
      ),
    index('disputes_delivered_idx')
      .on(t.deliveryDate, t.id)
      .where(sql`${t.status} in (${sql.raw(sqlTextList(disputeStatusGroups.awaitingBureauAnswer))})`),
  ],
);

/**
 * The admin tracking list's counters, kept exact in the same transaction as every write to
 * `disputes` (triggers of migration `tracking_counter_triggers`). Writers only append signed deltas,
 * so no two transactions ever wait on one shared counter row; the reader sums the few keys and,
 * when deltas pile up, folds them into one row per key. The follow-up day is kept for delivered
 * letters so "due for follow-up by today" stays exact whatever the day. Each organization's
 * disputes are counted apart.
 */
export const trackingCountDeltas = pgTable('tracking_count_deltas', {
  organizationId: integer('organization_id')
    .notNull()
    .references(() => organizations.id),
  status: varchar('status', { length: 20 }).notNull(),
  /** A sent letter with a tracking number (false for every other status). */
  tracked: boolean('tracked').notNull(),
  /** A delivered letter's follow-up day (null for every other status). */
  followUpDate: date('follow_up_date'),
  n: integer('n').notNull(),
});

export const bureauResponses = pgTable(
  'bureau_responses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The dispute this answers, when known; the next round continues from it. */
    disputeId: integer('dispute_id').references(() => disputes.id, { onDelete: 'set null' }),
    bureau: varchar('bureau', { length: 12, enum: bureauCodes }).notNull(),
    responseType: varchar('response_type', { length: 10, enum: bureauResponseTypes }).notNull(),
    responseText: text('response_text').notNull(),
    responseDate: date('response_date').notNull(),
    nextStepGenerated: boolean('next_step_generated').notNull().default(false),
    aiAnalysisId: integer('ai_analysis_id'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bureau_responses_user_idx').on(t.userId, t.responseDate),
    index('bureau_responses_unanalysed_idx').on(t.responseDate, t.id).where(sql`${t.aiAnalysisId} is null`),
  ],
);

export const bureauAnalyses = pgTable('bureau_analyses', {
  id: serial('id').primaryKey(),
  responseId: integer('response_id')
    .notNull()
    .references(() => bureauResponses.id, { onDelete: 'cascade' }),
  successProbability: integer('success_probability').notNull(),
  confidenceScore: integer('confidence_score').notNull(),
  strategyType: varchar('strategy_type', { length: 15, enum: strategyTypes }).notNull(),
  /** JSON text with a summary, as the spec's field is. */
  analysisResult: text('analysis_result').notNull(),
  rejectionReasons: jsonb('rejection_reasons').$type<string[]>().notNull(),
  /** JSON text of {action, priority, timeframe, description}[]. */
  recommendedActions: text('recommended_actions').notNull(),
  nextDisputeTemplate: text('next_dispute_template').notNull(),
  engine: varchar('engine', { length: 10 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
