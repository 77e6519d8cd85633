import {
  type FraudulentAccount,
  type RecoveryLetter,
  type RecoveryStepKind,
  recoveryStepKinds,
  type SuspiciousPattern,
  type TheftItem,
  theftCaseStatuses,
  theftSignalKinds,
} from '@app/contracts/identity-theft.contract';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * What the person says about their own file: an imported account or inquiry is not theirs (with
 * the item as it was then), or an address or fraud statement they see on their report.
 */
export const identityTheftSignals = pgTable(
  'identity_theft_signals',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    kind: varchar('kind', { length: 16, enum: theftSignalKinds }).notNull(),
    itemKey: varchar('item_key', { length: 200 }),
    item: jsonb('item').$type<TheftItem>(),
    text: varchar('text', { length: 300 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('identity_theft_signals_user_item_uq').on(t.userId, t.itemKey)],
);

/** A person's identity theft case: one per person, ACTIVE while the scan finds signals. */
export const identityTheftCases = pgTable('identity_theft_cases', {
  id: serial('id').primaryKey(),
  userId: userRef().unique(),
  status: varchar('status', { length: 8, enum: theftCaseStatuses }).notNull(),
  confidence: integer('confidence').notNull(),
  fraudulentAccounts: jsonb('fraudulent_accounts').$type<FraudulentAccount[]>().notNull(),
  suspiciousPatterns: jsonb('suspicious_patterns').$type<SuspiciousPattern[]>().notNull(),
  policeReportNumber: varchar('police_report_number', { length: 40 }),
  openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A recovery step of a case; `subject` is the bureau or the fraudulent item's key it is about. */
export const identityTheftSteps = pgTable(
  'identity_theft_steps',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => identityTheftCases.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16, enum: recoveryStepKinds }).$type<RecoveryStepKind>().notNull(),
    subject: varchar('subject', { length: 200 }).notNull().default(''),
    sortOrder: integer('sort_order').notNull(),
    /** §605B letters written when a block-letter step was completed. */
    letters: jsonb('letters').$type<RecoveryLetter[]>().notNull().default(sql`'[]'::jsonb`),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('identity_theft_steps_case_kind_subject_uq').on(t.caseId, t.kind, t.subject),
    index('identity_theft_steps_case_idx').on(t.caseId, t.sortOrder),
  ],
);
