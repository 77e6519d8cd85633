import { chatSenderTypes } from '@app/contracts/secure-chat.contract';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Secure Chat: one thread per client, between the client and the credit specialists. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    /** The client whose thread this is. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** From the signed-in sender's access level, never from the request body. */
    senderType: varchar('sender_type', { length: 8, enum: chatSenderTypes }).notNull(),
    /** Stored as typed: plain text, rendered as text. */
    message: text('message').notNull(),
    /** When the other side first read it. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_user_idx').on(t.userId, t.id),
    // The work queue's unread client messages: a handful of rows, whatever the history.
    index('chat_messages_unread_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.senderType} = 'CLIENT' and ${t.readAt} is null`),
  ],
);
