import type { AdminAnalytics } from '@app/contracts/analytics.contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analyticsSnapshots } from '../../db/schema';

/** Each organization's stored copy of its latest analytics count (see `analytics_snapshots`). */
export function createAnalyticsSnapshotRepository(db: Database) {
  return {
    async load(organizationId: number): Promise<{ figures: AdminAnalytics; takenAt: Date } | undefined> {
      const [row] = await db
        .select()
        .from(analyticsSnapshots)
        .where(eq(analyticsSnapshots.organizationId, organizationId));
      return row ? { figures: row.figures as AdminAnalytics, takenAt: row.takenAt } : undefined;
    },
    /** Keeps the newer of the stored count and this one (processes of a cluster count on their own). */
    async save(organizationId: number, figures: AdminAnalytics, takenAt: Date) {
      await db
        .insert(analyticsSnapshots)
        .values({ organizationId, figures, takenAt })
        .onConflictDoUpdate({
          target: analyticsSnapshots.organizationId,
          set: { figures, takenAt },
          setWhere: sql`${analyticsSnapshots.takenAt} < excluded.taken_at`,
        });
    },
  };
}
export type AnalyticsSnapshotRepository = ReturnType<typeof createAnalyticsSnapshotRepository>;
