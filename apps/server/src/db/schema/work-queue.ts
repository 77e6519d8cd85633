import { workQueueGroups } from '@app/contracts/work-queue.contract';
import { bigserial, date, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

/**
 * How many records wait in each group of the admin's work queue, kept by triggers in the same
 * transaction as the change (migration work_queue_tallies_kept_by_triggers). Writers only ever
 * insert a change (+n / -n), never update a shared row, so concurrent writers neither wait on nor
 * deadlock with each other; a group's size is the sum of its changes, compacted now and then.
 * Each change is counted in its record's organization. Rows of admins' own records are counted
 * here and subtracted at read time (there are few).
 */
export const workQueueTallies = pgTable('work_queue_tallies', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  organizationId: integer('organization_id')
    .notNull()
    .references(() => organizations.id),
  group: varchar('group_name', { length: 24, enum: workQueueGroups }).notNull(),
  /**
   * For groups whose membership starts on a date (a follow-up's date, a delivery's date), that
   * date: the record counts once today reaches it. Null: it counts as long as it waits.
   */
  day: date('day'),
  change: integer('change').notNull(),
});

/**
 * The clients with unread messages, one row each, kept by a trigger on chat_messages: the work
 * queue pages through these instead of grouping every unread message on each read.
 */
export const unreadClientThreads = pgTable(
  'unread_client_threads',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    unread: integer('unread').notNull(),
    oldestUnreadAt: timestamp('oldest_unread_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('unread_client_threads_oldest_idx').on(t.oldestUnreadAt, t.userId)],
);
