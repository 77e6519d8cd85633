import type { AdminAnalytics } from '@app/contracts/analytics.contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analyticsSnapshots } from '../../db/schema';

/** The one stored copy of the latest analytics count (see `analytics_snapshots`). */
export function createAnalyticsSnapshotRepository(db: Database) {
  return {
    async load(): Promise<{ figures: AdminAnalytics; takenAt: Date } | undefined> {
      const [row] = await db.select().from(analyticsSnapshots).limit(1);
      return row ? { figures: row.figures as AdminAnalytics, takenAt: row.takenAt } : undefined;
    },
    /** Keeps the newer of the stored count and this one (processes of a cluster count on their own). */
    async save(figures: AdminAnalytics, takenAt: Date) {
      await db
        .insert(analyticsSnapshots)
        .values({ id: 1, figures, takenAt })
        .onConflictDoUpdate({
          target: analyticsSnapshots.id,
          set: { figures, takenAt },
          setWhere: sql`${analyticsSnapshots.takenAt} < excluded.taken_at`,
        });
    },
  };
}
export type AnalyticsSnapshotRepository = ReturnType<typeof createAnalyticsSnapshotRepository>;
