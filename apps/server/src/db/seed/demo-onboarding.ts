import { badgesEarnedBy, type OnboardingStepId, onboardingSteps } from '@app/contracts/onboarding.contract';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Database } from '../client';
import {
  creditIssues,
  creditReports,
  disputes,
  onboardingCompletedSteps,
  userBadges,
  users,
} from '../schema';

const day = 86_400_000;

/**
 * The onboarding steps a demo person has already done, claimed as they would have claimed them
 * (in order, with their badges), so that nobody with letters on file is asked to approve a first
 * one. Only the steps the seeded records show done: reading articles and a goal stay to do.
 */
export async function seedDemoOnboarding(db: Database, userIds: number[], now = new Date()) {
  for (const userId of userIds) {
    const [person] = await db.select().from(users).where(eq(users.id, userId));
    if (!person || person.accessLevel === 'ADMIN') continue;
    const has = async (rows: Promise<{ n: number }[]>) => ((await rows)[0]?.n ?? 0) > 0;
    const done: Record<OnboardingStepId, boolean> = {
      'complete-profile': person.addressLine1 !== null,
      'add-credit-report': await has(
        db.select({ n: count() }).from(creditReports).where(eq(creditReports.userId, userId)),
      ),
      'review-negative-items': await has(
        db
          .select({ n: count() })
          .from(creditIssues)
          .where(and(eq(creditIssues.userId, userId), ne(creditIssues.status, 'ACTIVE'))),
      ),
      'approve-first-letter': await has(
        db.select({ n: count() }).from(disputes).where(eq(disputes.userId, userId)),
      ),
      'read-two-articles': false,
      'set-score-goal': false,
    };
    const firstUndone = onboardingSteps.findIndex((s) => !done[s.id]);
    const claimed = onboardingSteps.slice(0, firstUndone < 0 ? undefined : firstUndone).map((s) => s.id);
    if (claimed.length === 0) continue;
    const at = (i: number) => new Date(now.getTime() - (40 - i) * day);
    await db
      .insert(onboardingCompletedSteps)
      .values(claimed.map((stepId, i) => ({ userId, stepId, completedAt: at(i) })))
      .onConflictDoNothing();
    await db
      .insert(userBadges)
      .values(
        badgesEarnedBy(claimed).map((badgeId) => ({
          userId,
          badgeId,
          earnedAt: at(claimed.length),
          seenAt: at(claimed.length),
        })),
      )
      .onConflictDoNothing();
  }
}
