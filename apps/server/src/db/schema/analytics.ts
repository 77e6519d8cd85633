import { jsonb, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

/**
 * The admin analytics' latest count, one row: a server that starts (or another process of the
 * cluster) answers with it at once and recounts behind it, instead of making the first admin who
 * opens Analytics wait for a pass over every dispute. Written only by the analytics module.
 */
export const analyticsSnapshots = pgTable('analytics_snapshots', {
  id: smallint('id').primaryKey().default(1),
  figures: jsonb('figures').notNull(),
  takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
});
