import {
  conversationStatuses,
  supportEngines,
  supportSenders,
  ticketCategories,
  ticketPriorities,
  ticketStatuses,
} from '@app/contracts/support.contract';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tsvector } from './full-text';
import { organizationId } from './organizations';
import { users } from './users';

/** A support chat: a signed-in person's, or an anonymous visitor's bound to their browser. */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    /** Unguessable, handed to the browser; never an id a stranger could count to. */
    sessionId: varchar('session_id', { length: 64 }).notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the anonymous browser's cookie key; null for a signed-in person's chat. */
    browserKeyHash: varchar('browser_key_hash', { length: 64 }),
    status: varchar('status', { length: 12, enum: conversationStatuses }).notNull().default('ACTIVE'),
    priority: varchar('priority', { length: 8, enum: ticketPriorities }).notNull().default('MEDIUM'),
    summary: text('summary'),
    lastMessage: text('last_message'),
    /** Conversations the person never wrote in (an opened, unused chat) are left out of lists and figures. */
    userMessageCount: integer('user_message_count').notNull().default(0),
    customerSatisfaction: smallint('customer_satisfaction'),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    /** A person's (not the assistant's) first reply after escalation: the response time's end. */
    firstAgentReplyAt: timestamp('first_agent_reply_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_conversations_updated_idx').on(t.updatedAt),
    index('support_conversations_user_idx').on(t.userId),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    sender: varchar('sender', { length: 8, enum: supportSenders }).notNull(),
    /** Stored as typed: plain text, rendered as text. */
    message: text('message').notNull(),
    confidence: real('confidence'),
    sentiment: real('sentiment'),
    sourceTitle: varchar('source_title', { length: 200 }),
    sourceUrl: varchar('source_url', { length: 200 }),
    engine: varchar('engine', { length: 8, enum: supportEngines }),
    /** The admin who wrote an ADMIN reply. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_messages_conversation_idx').on(t.conversationId, t.id)],
);

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    ticketNumber: varchar('ticket_number', { length: 20 }).notNull().unique(),
    conversationId: integer('conversation_id').references(() => supportConversations.id, {
      onDelete: 'set null',
    }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull(),
    status: varchar('status', { length: 20, enum: ticketStatuses }).notNull().default('OPEN'),
    priority: varchar('priority', { length: 8, enum: ticketPriorities }).notNull().default('MEDIUM'),
    category: varchar('category', { length: 20, enum: ticketCategories }).notNull().default('GENERAL'),
    customerName: varchar('customer_name', { length: 120 }).notNull(),
    customerEmail: varchar('customer_email', { length: 254 }).notNull(),
    customerPhone: varchar('customer_phone', { length: 30 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The admin's ticket list reads pages in this order, from the index (no sort of every ticket).
    index('support_tickets_created_idx').on(t.createdAt, t.id),
    index('support_tickets_open_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} in ('OPEN', 'IN_PROGRESS')`),
    // A conversation's latest ticket, read for each row of the admin's conversation list.
    index('support_tickets_conversation_idx').on(t.conversationId, t.id),
  ],
);

/**
 * Help articles written by an organization's team; published ones feed its support assistant at once.
 * The platform's own articles are also read (never written) by every other organization: its
 * consumers, its help pages and its support chat (the policy `platform_rows_shared`, organization-walls.ts).
 */
export const knowledgeArticles = pgTable(
  'knowledge_articles',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    slug: varchar('slug', { length: 80 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    /** Markdown, rendered without HTML. */
    body: text('body').notNull(),
    category: varchar('category', { length: 20, enum: ticketCategories }).notNull().default('GENERAL'),
    published: boolean('published').notNull().default(false),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', ${knowledgeArticles.title}), 'A') || setweight(to_tsvector('english', ${knowledgeArticles.body}), 'B')`,
    ),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('knowledge_articles_search_idx').using('gin', t.search),
    // A slug is unique within its organization: a company may reuse one of the platform's.
    uniqueIndex('knowledge_articles_org_slug_uq').on(t.organizationId, t.slug),
  ],
);
