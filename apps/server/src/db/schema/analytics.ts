import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

/**
 * The admin analytics' latest count, one row per organization (its figures are its own): a server
 * that starts (or another process of the cluster) answers with it at once and recounts behind it,
 * instead of making the first admin who opens Analytics wait for a pass over every dispute.
 * Written only by the analytics module.
 */
export const analyticsSnapshots = pgTable('analytics_snapshots', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id),
  figures: jsonb('figures').notNull(),
  takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
});
