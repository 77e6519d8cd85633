import type { Bureau } from '@app/contracts/bureaus';
import { priorities } from '@app/contracts/common/priority';
import { creditBuildingStatuses } from '@app/contracts/credit-building.contract';
import { creditReportSources } from '@app/contracts/credit-figures';
import { creditIssueStatuses, creditIssueTypes } from '@app/contracts/credit-issues.contract';
import { educationCategories } from '@app/contracts/educational-content.contract';
import type { IssueFinding } from '@app/contracts/report-findings';
import { creditRatings } from '@app/contracts/score';
import { type SQL, sql } from 'drizzle-orm';
import {
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
import { tsvector } from './full-text';
import { users } from './users';

const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A snapshot of a person's credit report; the newest is the current one. */
export const creditReports = pgTable(
  'credit_reports',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    creditScore: integer('credit_score').notNull(),
    creditRating: varchar('credit_rating', { length: 12, enum: creditRatings }).notNull(),
    /** Basis points: 3000 is 30%. Null when nothing read or entered says it. */
    utilizationBp: integer('utilization_bp'),
    /** Null when nothing read or entered says it. */
    accountAgeMonths: integer('account_age_months'),
    /** Who or what gave the figures; a specialist's are shown as theirs and never start a change. */
    source: varchar('source', { length: 12, enum: creditReportSources }).notNull(),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_reports_user_idx').on(t.userId, t.lastUpdated)],
);

/** Every change of score, for the journey timeline and the chart. */
export const scoreHistory = pgTable(
  'score_history',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    score: integer('score').notNull(),
    /** The report's source (credit-figures.ts): changes are measured between readings only. */
    source: varchar('source', { length: 12 }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('score_history_user_idx').on(t.userId, t.recordedAt)],
);

export const creditIssues = pgTable(
  'credit_issues',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    type: varchar('type', { length: 20, enum: creditIssueTypes }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull(),
    creditor: varchar('creditor', { length: 120 }).notNull(),
    /** The full account number, sealed (AES-256-GCM); only the last 4 are ever shown. */
    accountNumberSealed: text('account_number_sealed'),
    accountNumberLast4: varchar('account_number_last4', { length: 4 }),
    /** A public record's case or reference number, whole: court records are public, and a dispute names it. */
    caseNumber: varchar('case_number', { length: 60 }),
    amountCents: integer('amount_cents'),
    dateReported: date('date_reported'),
    /**
     * A collection's: the day the collector first contacted the consumer, as the consumer or their
     * specialist gave it. The 30 days to ask the collector to validate the debt run from it.
     */
    collectorFirstContactOn: date('collector_first_contact_on'),
    impact: integer('impact').notNull(),
    bureaus: jsonb('bureaus').$type<Bureau[]>().notNull().default(sql`'[]'::jsonb`),
    status: varchar('status', { length: 10, enum: creditIssueStatuses }).notNull().default('ACTIVE'),
    /** Facts from the uploaded report that make the item disputable (bureaus' values side by side). */
    findings: jsonb('findings').$type<IssueFinding[]>().notNull().default(sql`'[]'::jsonb`),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_issues_user_idx').on(t.userId, t.status)],
);

export const creditGoals = pgTable('credit_goals', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  targetScore: integer('target_score').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const creditBuildingActions = pgTable(
  'credit_building_actions',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    type: varchar('type', { length: 30 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull(),
    priority: varchar('priority', { length: 10, enum: priorities }).notNull(),
    potentialImpact: integer('potential_impact').notNull(),
    timeframe: varchar('timeframe', { length: 60 }).notNull(),
    status: varchar('status', { length: 12, enum: creditBuildingStatuses }).notNull().default('RECOMMENDED'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('credit_building_user_type_uq').on(t.userId, t.type)],
);

export const educationalContent = pgTable(
  'educational_content',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 80 }).notNull().unique(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull(),
    category: varchar('category', { length: 20, enum: educationCategories }).notNull(),
    readTime: integer('read_time').notNull(),
    imageUrl: text('image_url'),
    body: text('body').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Full-text document: the Learning Center is a shelf of the support assistant's knowledge base. */
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', ${educationalContent.title}), 'A') || setweight(to_tsvector('english', ${educationalContent.description} || ' ' || ${educationalContent.body}), 'B')`,
    ),
  },
  (t) => [index('educational_content_search_idx').using('gin', t.search)],
);
