import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activityHours, articleReads, onboardingCompletedSteps, userBadges } from '../../db/schema';

export type BadgeRow = typeof userBadges.$inferSelect;

export function createOnboardingRepository(db: Database) {
  return {
    completedSteps: (userId: number) =>
      db
        .select()
        .from(onboardingCompletedSteps)
        .where(eq(onboardingCompletedSteps.userId, userId))
        .orderBy(asc(onboardingCompletedSteps.completedAt)),
    badges: (userId: number) =>
      db.select().from(userBadges).where(eq(userBadges.userId, userId)).orderBy(asc(userBadges.earnedAt)),
    /** The step and the badges it earns, together; false when the step was already recorded. */
    async completeStep(userId: number, stepId: string, badgeIds: string[], at: Date) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(onboardingCompletedSteps)
          .values({ userId, stepId, completedAt: at })
          .onConflictDoNothing()
          .returning({ stepId: onboardingCompletedSteps.stepId });
        if (!row) return false;
        if (badgeIds.length > 0) {
          await tx
            .insert(userBadges)
            .values(badgeIds.map((badgeId) => ({ userId, badgeId, earnedAt: at })))
            .onConflictDoNothing();
        }
        return true;
      });
    },
    markBadgesSeen: (userId: number, at: Date) =>
      db
        .update(userBadges)
        .set({ seenAt: at })
        .where(and(eq(userBadges.userId, userId), isNull(userBadges.seenAt))),
    async recordArticleRead(userId: number, articleId: number) {
      await db.insert(articleReads).values({ userId, articleId }).onConflictDoNothing();
    },
    async articlesRead(userId: number) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(articleReads)
        .where(eq(articleReads.userId, userId));
      return row?.n ?? 0;
    },
    async recordActivity(userId: number, hour: Date) {
      await db.insert(activityHours).values({ userId, hour }).onConflictDoNothing();
    },
    activitySince: (userId: number, since: Date) =>
      db
        .select({ hour: activityHours.hour })
        .from(activityHours)
        .where(and(eq(activityHours.userId, userId), gte(activityHours.hour, since))),
  };
}
export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;
