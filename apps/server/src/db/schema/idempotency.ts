import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A create done under a client's Idempotency-Key: written in the same transaction as the created
 * row, so a retry after a crash finds either both or neither, and answers the stored result.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 100 }).notNull(),
    /** The route's operation id: the same key sent to another create is a different request. */
    operation: varchar('operation', { length: 60 }).notNull(),
    /** SHA-256 of the operation and the validated body: a retry must send the same request. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    statusCode: integer('status_code').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_user_key_idx').on(t.userId, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
