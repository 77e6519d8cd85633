import type { BetaFeature } from '@app/contracts/beta-features';
import { desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { featureUses, feedback, users } from '../../db/schema';

export function createFeedbackRepository(db: Database) {
  return {
    async insert(row: typeof feedback.$inferInsert) {
      const [created] = await db.insert(feedback).values(row).returning({ id: feedback.id });
      return (created as { id: number }).id;
    },

    async list(limit: number) {
      return db
        .select({
          id: feedback.id,
          feature: feedback.feature,
          rating: feedback.rating,
          feedback: feedback.feedback,
          bugReport: feedback.bugReport,
          suggestions: feedback.suggestions,
          createdAt: feedback.createdAt,
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(feedback)
        .leftJoin(users, eq(users.id, feedback.userId))
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .limit(limit);
    },

    /** Feedback items and those carrying a bug report, in one scan. */
    async counts() {
      const [row] = await db
        .select({
          items: sql<number>`count(*)::int`,
          bugReports: sql<number>`(count(*) filter (where ${isNotNull(feedback.bugReport)}))::int`,
        })
        .from(feedback);
      return row ?? { items: 0, bugReports: 0 };
    },

    async ratingsByFeature() {
      return db
        .select({
          feature: feedback.feature,
          ratings: sql<number>`count(*)::int`,
          average: sql<string>`avg(${feedback.rating})`,
        })
        .from(feedback)
        .groupBy(feedback.feature);
    },

    async recordUse(feature: BetaFeature, userId: number | null) {
      await db.insert(featureUses).values({ feature, userId });
    },

    async usesByFeature() {
      return db
        .select({ feature: featureUses.feature, uses: sql<number>`count(*)::int` })
        .from(featureUses)
        .groupBy(featureUses.feature);
    },
  };
}
export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
