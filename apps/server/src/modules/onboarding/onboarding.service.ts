import {
  type Badge,
  type BadgeId,
  badgeDefinitions,
  badgesEarnedBy,
  type CompleteStepResponse,
  levelBarPercent,
  levelFor,
  type OnboardingProgress,
  type OnboardingStep,
  type OnboardingStepId,
  onboardingMessages,
  onboardingSteps,
  xpToNextLevel,
} from '@app/contracts/onboarding.contract';
import { conflict } from '../../platform/errors';
import type { CreditGoalsService } from '../credit-goals/credit-goals.service';
import type { CreditIssuesService } from '../credit-issues/credit-issues.service';
import type { CreditReportsService } from '../credit-reports/credit-reports.service';
import type { DisputesService } from '../disputes/disputes.service';
import type { UsersService } from '../users/users.service';
import type { BadgeRow, OnboardingRepository } from './onboarding.repository';
import { streakDays } from './streak';

export interface OnboardingSources {
  users: Pick<UsersService, 'profile'>;
  reports: Pick<CreditReportsService, 'latest'>;
  issues: Pick<CreditIssuesService, 'list'>;
  disputes: Pick<DisputesService, 'list'>;
  goals: Pick<CreditGoalsService, 'get'>;
}

const hourStart = (at: Date) => new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);
const streakWindowDays = 400;

const toBadge = (row: BadgeRow): Badge | null => {
  const def = badgeDefinitions.find((b) => b.badgeId === row.badgeId);
  return def ? { ...def, earnedAt: row.earnedAt.toISOString(), isNew: row.seenAt === null } : null;
};
const stepXp = (id: string) => onboardingSteps.find((s) => s.id === id)?.experienceReward ?? 0;
const badgeXp = (id: string) => badgeDefinitions.find((b) => b.badgeId === id)?.experienceReward ?? 0;

export function createOnboardingService(deps: {
  repo: OnboardingRepository;
  sources: OnboardingSources;
  timeZone: string;
  now?: () => Date;
}) {
  const { repo, sources } = deps;
  const now = deps.now ?? (() => new Date());

  /** Whether the person has really done the thing each step asks for. */
  const checks: Record<OnboardingStepId, (userId: number) => Promise<boolean>> = {
    'complete-profile': async (id) => {
      const p = await sources.users.profile(id);
      return p.firstName.trim() !== '' && p.lastName.trim() !== '' && p.address !== null;
    },
    'add-credit-report': async (id) => (await sources.reports.latest(id)) !== null,
    // Reviewed means acted on: at least one item disputed or resolved, or a report with none to review.
    'review-negative-items': async (id) => {
      const issues = await sources.issues.list(id);
      if (issues.length === 0) return (await sources.reports.latest(id)) !== null;
      return issues.some((i) => i.status !== 'ACTIVE');
    },
    'approve-first-letter': async (id) => (await sources.disputes.list(id)).length > 0,
    'read-two-articles': async (id) => (await repo.articlesRead(id)) >= 2,
    'set-score-goal': async (id) => !(await sources.goals.get(id)).isDefault,
  };

  async function experience(userId: number) {
    const [steps, badges] = await Promise.all([repo.completedSteps(userId), repo.badges(userId)]);
    const xp =
      steps.reduce((s, r) => s + stepXp(r.stepId), 0) + badges.reduce((s, r) => s + badgeXp(r.badgeId), 0);
    return { steps: steps.map((s) => s.stepId as OnboardingStepId), badges, xp };
  }
  const recordActivity = (userId: number) => repo.recordActivity(userId, hourStart(now()));

  return {
    recordActivity,
    async progress(userId: number, timeZone = deps.timeZone): Promise<OnboardingProgress> {
      const { steps, xp } = await experience(userId);
      const since = new Date(now().getTime() - streakWindowDays * 86_400_000);
      const activity = (await repo.activitySince(userId, since)).map((r) => r.hour);
      const level = levelFor(xp);
      return {
        level,
        experiencePoints: xp,
        completedSteps: steps,
        totalSteps: onboardingSteps.length,
        streakDays: streakDays(activity, timeZone, now()),
        xpToNextLevel: xpToNextLevel(level, xp),
        levelProgress: levelBarPercent(xp),
      };
    },
    async steps(userId: number): Promise<OnboardingStep[]> {
      const done = new Set((await repo.completedSteps(userId)).map((s) => s.stepId));
      return onboardingSteps.map((s, i) => ({
        ...s,
        isCompleted: done.has(s.id),
        isLocked: onboardingSteps.slice(0, i).some((before) => !done.has(before.id)),
      }));
    },
    async badges(userId: number) {
      return (await repo.badges(userId)).map(toBadge).filter((b): b is Badge => b !== null);
    },
    async markBadgesSeen(userId: number) {
      await repo.markBadgesSeen(userId, now());
    },
    async recordArticleRead(userId: number, articleId: number) {
      await repo.recordArticleRead(userId, articleId);
      await recordActivity(userId);
    },
    /** Locked, already claimed or not done yet answers 409; done awards the step's XP and any badges. */
    async completeStep(userId: number, stepId: OnboardingStepId): Promise<CompleteStepResponse> {
      const before = await experience(userId);
      if (before.steps.includes(stepId)) throw conflict(onboardingMessages.alreadyCompleted);
      const index = onboardingSteps.findIndex((s) => s.id === stepId);
      if (onboardingSteps.slice(0, index).some((s) => !before.steps.includes(s.id))) {
        throw conflict(onboardingMessages.locked);
      }
      if (!(await checks[stepId](userId))) {
        const step = onboardingSteps[index];
        throw conflict(`${onboardingMessages.notDone}: ${step?.helpText ?? ''}`.trim());
      }
      const owned = new Set(before.badges.map((b) => b.badgeId));
      const newBadgeIds = badgesEarnedBy([...before.steps, stepId]).filter((b) => !owned.has(b));
      const at = now();
      if (!(await repo.completeStep(userId, stepId, newBadgeIds, at))) {
        throw conflict(onboardingMessages.alreadyCompleted);
      }
      await recordActivity(userId);
      const awarded = stepXp(stepId) + newBadgeIds.reduce((s, b) => s + badgeXp(b), 0);
      const levelBefore = levelFor(before.xp);
      const levelAfter = levelFor(before.xp + awarded);
      const newBadges = newBadgeIds
        .map((badgeId: BadgeId) => toBadge({ userId, badgeId, earnedAt: at, seenAt: null }))
        .filter((b): b is Badge => b !== null);
      return {
        success: true,
        experienceAwarded: awarded,
        newLevel: levelAfter > levelBefore ? levelAfter : null,
        newBadges,
      };
    },
  };
}
export type OnboardingService = ReturnType<typeof createOnboardingService>;
