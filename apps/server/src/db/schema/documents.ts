import { reportExtractions, reportFileTypes } from '@app/contracts/report-uploads.contract';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A credit report file an admin uploaded for a client. The file itself is sealed with the
 * secret box (like every client document); the analysis keeps no full account numbers.
 */
export const creditReportUploads = pgTable(
  'credit_report_uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    /** The type read from the file's magic bytes, not from its name. */
    fileType: varchar('file_type', { length: 10, enum: reportFileTypes }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    description: text('description').notNull(),
    /** The file's bytes, base64, sealed. */
    contentSealed: text('content_sealed').notNull(),
    /** How the text was read: from the PDF's text layer, by OCR, or from a saved page's DOM. */
    extraction: varchar('extraction', { length: 10, enum: reportExtractions }).notNull(),
    analysis: jsonb('analysis').notNull(),
    /** When the admin confirmed which found items become the client's credit issues. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_report_uploads_user_idx').on(t.userId, t.createdAt),
    // The work queue's 'reports to confirm': only unconfirmed uploads are in it.
    index('credit_report_uploads_unconfirmed_idx').on(t.createdAt, t.id).where(sql`${t.confirmedAt} is null`),
  ],
);

/** Each use of an AI feature (letters, analyses, chat), counted for the admin's analytics. */
export const aiFeatureUses = pgTable(
  'ai_feature_uses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    feature: varchar('feature', { length: 40 }).notNull(),
    /** 'builtin' or the model's provider: the analytics say which engine did the work. */
    engine: varchar('engine', { length: 20 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_feature_uses_created_idx').on(t.createdAt)],
);
