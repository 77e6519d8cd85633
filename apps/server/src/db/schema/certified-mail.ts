import {
  mailEventTypes,
  mailPieceStatuses,
  mailProviders,
  receiptRules,
} from '@app/contracts/certified-mail.contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
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

/** The organization of the letter's owner, always named (row-level security reads it). */
const ownerOrganizationId = () =>
  integer('organization_id')
    .notNull()
    .references(() => organizations.id);

/** An enclosure as it was printed with a letter. */
export interface MailedEnclosure {
  documentId: number;
  title: string;
  masked: boolean;
  bytes: number;
  sha256: string;
}

/**
 * One certified letter handed to a print-and-mail provider. One row per dispute (unique): a letter
 * is never mailed twice, whatever the retries; the idempotency key sent to the provider is the
 * row's own, so a retry after a lost answer finds the same piece at the provider.
 */
export const mailPieces = pgTable(
  'mail_pieces',
  {
    id: serial('id').primaryKey(),
    organizationId: ownerOrganizationId(),
    disputeId: integer('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 10, enum: mailProviders }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    status: varchar('status', { length: 24, enum: mailPieceStatuses }).notNull().default('QUEUED'),
    providerId: varchar('provider_id', { length: 80 }),
    trackingNumber: varchar('tracking_number', { length: 34 }),
    /** The addresses printed, kept as mailed (the client may move later). */
    addresses: jsonb('addresses').$type<{ to: MailAddressRecord; from: MailAddressRecord }>().notNull(),
    enclosureDocumentIds: jsonb('enclosure_document_ids').$type<number[]>().notNull().default([]),
    /** What was enclosed as printed: each document's title, whether it is a masked copy, and its SHA-256. */
    enclosures: jsonb('enclosures').$type<MailedEnclosure[]>().notNull().default([]),
    /** The exact PDF printed, sealed (it may carry an ID and proof of address), and its SHA-256. */
    pdfSealed: text('pdf_sealed').notNull(),
    pdfSha256: varchar('pdf_sha256', { length: 64 }).notNull(),
    pages: integer('pages').notNull(),
    printCents: integer('print_cents').notNull(),
    postageCents: integer('postage_cents').notNull(),
    certifiedCents: integer('certified_cents').notNull(),
    returnReceiptCents: integer('return_receipt_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /** The day the bureau is taken to have received it, and by which rule. */
    receivedOn: date('received_on'),
    receiptRule: varchar('receipt_rule', { length: 16, enum: receiptRules }),
    /** Returned to sender, or an issue event: someone must look at it. Cleared when dealt with. */
    attentionSince: timestamp('attention_since', { withTimezone: true }),
    returnReceiptType: varchar('return_receipt_type', { length: 40 }),
    /** The electronic return receipt, base64, and its SHA-256. */
    returnReceipt: text('return_receipt'),
    returnReceiptSha256: varchar('return_receipt_sha256', { length: 64 }),
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mail_pieces_dispute_uq').on(t.disputeId),
    uniqueIndex('mail_pieces_idempotency_uq').on(t.idempotencyKey),
    uniqueIndex('mail_pieces_provider_id_uq').on(t.provider, t.providerId),
    index('mail_pieces_organization_idx').on(t.organizationId, t.createdAt),
    // The send job's queue: letters waiting for their next attempt.
    index('mail_pieces_queued_idx').on(t.nextAttemptAt, t.id).where(sql`${t.status} = 'QUEUED'`),
    // The tracking job: pieces still travelling.
    index('mail_pieces_travelling_idx')
      .on(t.lastPolledAt, t.id)
      .where(sql`${t.status} not in ('QUEUED', 'DELIVERED', 'RETURNED_TO_SENDER')`),
  ],
);

export interface MailAddressRecord {
  name: string;
  line1: string;
  line2?: string | null;
  city: string;
  state: string;
  zip: string;
}

/** Each tracking event once (provider and its event id unique): a replay inserts nothing. */
export const mailEvents = pgTable(
  'mail_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: ownerOrganizationId(),
    pieceId: integer('piece_id')
      .notNull()
      .references(() => mailPieces.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 10, enum: mailProviders }).notNull(),
    providerEventId: varchar('provider_event_id', { length: 120 }).notNull(),
    type: varchar('type', { length: 24, enum: mailEventTypes }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    location: varchar('location', { length: 200 }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mail_events_provider_event_uq').on(t.provider, t.providerEventId),
    index('mail_events_piece_idx').on(t.pieceId, t.occurredAt),
  ],
);
