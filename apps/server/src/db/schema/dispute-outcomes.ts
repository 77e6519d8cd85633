import {
  type AnswerLetterRow,
  answerLetterFileTypes,
  answerLetterStatuses,
} from '@app/contracts/bureau-answer-letters.contract';
import { bureauCodes } from '@app/contracts/bureaus';
import { type LedgerItem, type OutcomeField, outcomeKinds } from '@app/contracts/dispute-outcomes.contract';
import { reinsertionNoticeSources } from '@app/contracts/reinsertion-watch.contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { disputes } from './disputes';
import { organizations } from './organizations';
import { users } from './users';

/** The transaction's organization; a row written across organizations takes its person's (trigger organization_fill). */
const organizationOfScope = () =>
  integer('organization_id')
    .notNull()
    .default(sql`nullif(current_setting('app.organization_id', true), '')::integer`)
    .references(() => organizations.id);

const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * One bureau's part of each file brought in (an upload confirmed, a sync, a connect), as the ledger
 * compares it: the next file of that bureau is compared with the newest of these. The same report
 * (its document key) is kept once, so bringing it in twice compares nothing.
 */
export const outcomeFileSnapshots = pgTable(
  'outcome_file_snapshots',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationOfScope(),
    userId: userRef(),
    bureau: varchar('bureau', { length: 12, enum: bureauCodes }).notNull(),
    /** What makes two imports the same report: an upload's SHA-256, a monitoring file's source and date. */
    documentKey: varchar('document_key', { length: 120 }).notNull(),
    items: jsonb('items').$type<LedgerItem[]>().notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('outcome_file_snapshots_document_uq').on(t.userId, t.bureau, t.documentKey),
    index('outcome_file_snapshots_user_idx').on(t.userId, t.bureau, t.id),
  ],
);

/**
 * A bureau's results letter uploaded by the consumer or the professional: kept sealed, read (text
 * layer, else OCR) into per-item results, and counted only once a person of the team confirms it
 * (the confirmation appends the ledger's entries, each naming the letter). One that could not be
 * read is kept too, and waits in the work queue like one read but not confirmed.
 */
export const bureauAnswerLetters = pgTable(
  'bureau_answer_letters',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationOfScope(),
    userId: userRef(),
    uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    fileType: varchar('file_type', { length: 8, enum: answerLetterFileTypes }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    contentSealed: text('content_sealed').notNull(),
    status: varchar('status', { length: 12, enum: answerLetterStatuses }).notNull(),
    bureau: varchar('bureau', { length: 12, enum: bureauCodes }),
    letterDate: date('letter_date'),
    reinsertionNotice: boolean('reinsertion_notice').notNull().default(false),
    /** The results as read, then as the person confirmed them. */
    rows: jsonb('rows').$type<AnswerLetterRow[]>().notNull().default(sql`'[]'::jsonb`),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedById: integer('confirmed_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bureau_answer_letters_user_idx').on(t.userId, t.id),
    // The work queue's group page, read off the organization's letters still to confirm.
    index('bureau_answer_letters_unconfirmed_idx')
      .on(t.organizationId, t.createdAt, t.id)
      .where(sql`${t.confirmedAt} is null`),
  ],
);

/**
 * The outcome ledger: append-only (a trigger refuses UPDATE and DELETE; a correction is a new entry
 * naming the one it corrects). Each entry is one item at one bureau, linked to the letter before it.
 */
export const disputeOutcomes = pgTable(
  'dispute_outcomes',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationOfScope(),
    userId: userRef(),
    bureau: varchar('bureau', { length: 12, enum: bureauCodes }).notNull(),
    kind: varchar('kind', { length: 12, enum: outcomeKinds }).notNull(),
    item: jsonb('item').$type<LedgerItem>().notNull(),
    previous: jsonb('previous').$type<LedgerItem>(),
    changedFields: jsonb('changed_fields').$type<OutcomeField[]>().notNull().default(sql`'[]'::jsonb`),
    disputeId: integer('dispute_id').references(() => disputes.id, { onDelete: 'set null' }),
    roundNumber: integer('round_number'),
    snapshotId: integer('snapshot_id').references(() => outcomeFileSnapshots.id),
    /** An entry a person confirmed from a bureau's answer letter (its snapshot is null: not seen on a report). */
    answerLetterId: integer('answer_letter_id').references(() => bureauAnswerLetters.id),
    correctsId: integer('corrects_id').references((): AnyPgColumn => disputeOutcomes.id),
    observedOn: date('observed_on').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('dispute_outcomes_user_idx').on(t.userId, t.id),
    index('dispute_outcomes_dispute_idx').on(t.disputeId),
    // What a reinsertion is looked up in: the deletions and reinsertions of a person's items at a bureau.
    index('dispute_outcomes_deletions_idx')
      .on(t.userId, t.bureau, t.id)
      .where(sql`${t.kind} in ('DELETED', 'REINSERTED')`),
    // The 30-day clock closes a letter once, whichever process runs it.
    uniqueIndex('dispute_outcomes_no_answer_uq').on(t.disputeId).where(sql`${t.kind} = 'NO_ANSWER'`),
  ],
);

/**
 * The reinsertion watch: one row per REINSERTED outcome. FCRA §611(a)(5)(B) gives the bureau 5
 * business days from reinstating an item to notify the consumer in writing; `noticeDueOn` is the
 * last of them (contracts' reinsertionNoticeDueOn, in the company's calendar). The nightly check sets
 * `flaggedOn` when that day passed with no notice received on time, which puts the item in the work
 * queue's "Reinserted without notice" group until the letter demanding the item's deletion for want of
 * that notice is drafted.
 */
export const reinsertionWatches = pgTable(
  'reinsertion_watches',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationOfScope(),
    userId: userRef(),
    outcomeId: integer('outcome_id')
      .notNull()
      .references(() => disputeOutcomes.id, { onDelete: 'cascade' }),
    bureau: varchar('bureau', { length: 12, enum: bureauCodes }).notNull(),
    /** The item as the report shows it again. */
    item: jsonb('item').$type<LedgerItem>().notNull(),
    /** The client's item the letter is about: that of the letter before the deletion, when known. */
    issueId: integer('issue_id'),
    reinsertedOn: date('reinserted_on').notNull(),
    noticeDueOn: date('notice_due_on').notNull(),
    noticeReceivedOn: date('notice_received_on'),
    noticeSource: varchar('notice_source', { length: 14, enum: reinsertionNoticeSources }),
    noticeRecordedById: integer('notice_recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    flaggedOn: date('flagged_on'),
    letterDisputeId: integer('letter_dispute_id').references(() => disputes.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reinsertion_watches_outcome_uq').on(t.outcomeId),
    // The nightly check reads only the windows not yet closed by a notice on time or a flag.
    index('reinsertion_watches_open_idx')
      .on(t.noticeDueOn, t.id)
      .where(
        sql`${t.flaggedOn} is null and (${t.noticeReceivedOn} is null or ${t.noticeReceivedOn} > ${t.noticeDueOn})`,
      ),
    // The work queue's group page, read off the organization's flagged rows alone.
    index('reinsertion_watches_flagged_idx')
      .on(t.organizationId, t.flaggedOn, t.id)
      .where(sql`${t.flaggedOn} is not null and ${t.letterDisputeId} is null`),
  ],
);
