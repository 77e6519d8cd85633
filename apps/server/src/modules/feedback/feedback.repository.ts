import type { BetaFeature } from '@app/contracts/beta-features';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { featureUses, feedback, users } from '../../db/schema';

export function createFeedbackRepository(db: Database) {
  return {
    async insert(row: typeof feedback.$inferInsert) {
      const [created] = await db.insert(feedback).values(row).returning({ id: feedback.id });
      return (created as { id: number }).id;
    },

    async list(organizationId: number, limit: number) {
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
        .where(eq(feedback.organizationId, organizationId))
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .limit(limit);
    },

    /** Feedback items and those carrying a bug report, in one scan. */
    async counts(organizationId: number) {
      const [row] = await db
        .select({
          items: sql<number>`count(*)::int`,
          bugReports: sql<number>`(count(*) filter (where ${isNotNull(feedback.bugReport)}))::int`,
        })
        .from(feedback)
        .where(eq(feedback.organizationId, organizationId));
      return row ?? { items: 0, bugReports: 0 };
    },

    async ratingsByFeature(organizationId: number) {
      return db
        .select({
          feature: feedback.feature,
          ratings: sql<number>`count(*)::int`,
          average: sql<string>`avg(${feedback.rating})`,
        })
        .from(feedback)
        .where(eq(feedback.organizationId, organizationId))
        .groupBy(feedback.feature);
    },

    async recordUse(feature: BetaFeature, userId: number | null) {
      await db.insert(featureUses).values({ feature, userId });
    },

    /** Uses by the organization's people (a use is counted where its person belongs). */
    async usesByFeature(organizationId: number) {
      return db
        .select({ feature: featureUses.feature, uses: sql<number>`count(*)::int` })
        .from(featureUses)
        .innerJoin(users, and(eq(users.id, featureUses.userId), eq(users.organizationId, organizationId)))
        .groupBy(featureUses.feature);
    },
  };
}
export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
