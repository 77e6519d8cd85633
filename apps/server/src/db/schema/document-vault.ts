import {
  documentStatuses,
  documentTypes,
  extractionStatuses,
  type SmartTag,
  tagCategories,
} from '@app/contracts/documents.contract';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tsvector } from './full-text';
import { users } from './users';

/**
 * A document in a person's vault: the bytes sealed with the secret box under a
 * server-generated name, the text read from it and the tags derived from that text.
 */
export const chatDocuments = pgTable(
  'chat_documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    uploadedBy: varchar('uploaded_by', { length: 8, enum: ['CLIENT', 'ADMIN'] }).notNull(),
    /** The name as the person gave it (checked: no folders, control characters or double extension). */
    fileName: varchar('file_name', { length: 255 }).notNull(),
    /** Random; the name the content is kept under, never derived from the person's name for it. */
    storedName: varchar('stored_name', { length: 64 }).notNull().unique(),
    /** Read from the bytes, not the name or the browser's claim. */
    contentType: varchar('content_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    description: text('description'),
    /** The file's bytes, base64, sealed. */
    contentSealed: text('content_sealed').notNull(),
    status: varchar('status', { length: 16, enum: documentStatuses }).notNull().default('PENDING_REVIEW'),
    reviewNote: text('review_note'),
    reviewedById: integer('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    documentType: varchar('document_type', { length: 24, enum: documentTypes }).notNull(),
    extractionStatus: varchar('extraction_status', { length: 16, enum: extractionStatuses })
      .notNull()
      .default('PENDING'),
    /** Text read before it was sealed; the documents module seals and empties it at start. */
    unsealedText: text('extracted_text').notNull().default(''),
    /** The text read from the document, sealed with the secret box (it may hold any personal data). */
    extractedTextSealed: text('extracted_text_sealed').notNull().default(''),
    /** The text for search, with SSN-like numbers, account numbers and dates of birth masked. */
    searchText: text('search_text').notNull().default(''),
    smartTags: jsonb('smart_tags').$type<SmartTag[]>().notNull().default([]),
    customTags: jsonb('custom_tags').$type<string[]>().notNull().default([]),
    /** The tag names as words, so search finds a document by its tags too. */
    tagText: text('tag_text').notNull().default(''),
    confidence: real('confidence').notNull().default(1),
    needsReview: boolean('needs_review').notNull().default(false),
    taggedAt: timestamp('tagged_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', ${chatDocuments.fileName} || ' ' || ${chatDocuments.tagText}), 'A') || setweight(to_tsvector('english', ${chatDocuments.searchText}), 'B')`,
    ),
  },
  (t) => [
    index('chat_documents_user_idx').on(t.userId, t.createdAt),
    index('chat_documents_search_idx').using('gin', t.search),
  ],
);

/** Tag Management: system tags (userId null) and each person's own custom tags. */
export const documentTags = pgTable(
  'document_tags',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 40 }).notNull(),
    category: varchar('category', { length: 12, enum: tagCategories }).notNull(),
    color: varchar('color', { length: 12 }).notNull(),
    isSystemTag: boolean('is_system_tag').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('document_tags_owner_name_idx').on(sql`coalesce(${t.userId}, 0)`, sql`lower(${t.name})`),
  ],
);

/** One entry of a person's AI Assistant conversation. */
export const aiConversationEntries = pgTable(
  'ai_conversation_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 10, enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    attachments: jsonb('attachments')
      .$type<{ documentId: number; name: string; size: number; type: string }[]>()
      .notNull()
      .default([]),
    /** A drafted letter's text; it still needs the person's approval and attestation before mailing. */
    letterText: text('letter_text'),
    /** 'builtin' or the model's provider. */
    engine: varchar('engine', { length: 20 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_conversation_user_idx').on(t.userId, t.id)],
);
