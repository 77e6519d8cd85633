import { z } from 'zod';
import { optionalTimeZone } from './common/dates';

export const onboardingStepIds = [
  'complete-profile',
  'add-credit-report',
  'review-negative-items',
  'approve-first-letter',
  'read-two-articles',
  'set-score-goal',
] as const;
export const onboardingStepId = z.enum(onboardingStepIds);
export type OnboardingStepId = z.infer<typeof onboardingStepId>;

export const badgeRarities = ['COMMON', 'RARE', 'EPIC', 'LEGENDARY'] as const;
export type BadgeRarity = (typeof badgeRarities)[number];
export const badgeRarityLabels: Record<BadgeRarity, string> = {
  COMMON: 'Common',
  RARE: 'Rare',
  EPIC: 'Epic',
  LEGENDARY: 'Legendary',
};

export interface OnboardingStepDefinition {
  id: OnboardingStepId;
  title: string;
  description: string;
  /** What to do so the server finds the step done. */
  helpText: string;
  /** A Tabler icon name; the web maps it to the icon. */
  icon: 'user' | 'file' | 'search' | 'mail' | 'book' | 'target';
  category: string;
  experienceReward: number;
  estimatedTime: string;
}

/** In order: each unlocks when the one before is completed. */
export const onboardingSteps: readonly OnboardingStepDefinition[] = [
  {
    id: 'complete-profile',
    title: 'Complete your profile',
    description: 'Add your mailing address so your letters can be sent.',
    helpText:
      'Add your mailing address when you write your first dispute letter (Credit Repair, Issues tab, Dispute); your credit specialist can add it for you too.',
    icon: 'user',
    category: 'Getting started',
    experienceReward: 100,
    estimatedTime: '2 min',
  },
  {
    id: 'add-credit-report',
    title: 'Connect a bureau or upload a report',
    description: 'Your plan starts from your real credit file.',
    helpText: 'Connect Experian or upload a credit report PDF.',
    icon: 'file',
    category: 'Your credit file',
    experienceReward: 200,
    estimatedTime: '5 min',
  },
  {
    id: 'review-negative-items',
    title: 'Review your negative items',
    description: 'Look through the items that hurt your score and act on one.',
    helpText: 'Open Credit Repair, review your issues and dispute (or resolve) at least one.',
    icon: 'search',
    category: 'Your credit file',
    experienceReward: 150,
    estimatedTime: '10 min',
  },
  {
    id: 'approve-first-letter',
    title: 'Approve your first letter',
    description: 'Send your first dispute letter to a bureau.',
    helpText: 'Generate a dispute letter, read it, and approve it.',
    icon: 'mail',
    category: 'Disputes',
    experienceReward: 250,
    estimatedTime: '10 min',
  },
  {
    id: 'read-two-articles',
    title: 'Read two articles',
    description: 'Learn how scores and disputes work.',
    helpText: 'Open two articles in the Learning Center.',
    icon: 'book',
    category: 'Learning',
    experienceReward: 100,
    estimatedTime: '10 min',
  },
  {
    id: 'set-score-goal',
    title: 'Set a score goal',
    description: 'Choose the score you are working towards.',
    helpText: 'Use Change Goal in the Progress Tracker on your dashboard.',
    icon: 'target',
    category: 'Planning',
    experienceReward: 100,
    estimatedTime: '1 min',
  },
];

export const badgeIds = [
  'first-step',
  'report-ready',
  'halfway-there',
  'goal-setter',
  'scholar',
  'journey-complete',
] as const;
export type BadgeId = (typeof badgeIds)[number];

export interface BadgeDefinition {
  badgeId: BadgeId;
  name: string;
  description: string;
  icon: 'flag' | 'file' | 'flame' | 'target' | 'book' | 'trophy';
  rarity: BadgeRarity;
  experienceReward: number;
}

export const badgeDefinitions: readonly BadgeDefinition[] = [
  {
    badgeId: 'first-step',
    name: 'First Step',
    description: 'Completed your first onboarding step.',
    icon: 'flag',
    rarity: 'COMMON',
    experienceReward: 50,
  },
  {
    badgeId: 'report-ready',
    name: 'Report Ready',
    description: 'Brought in your credit file.',
    icon: 'file',
    rarity: 'COMMON',
    experienceReward: 50,
  },
  {
    badgeId: 'halfway-there',
    name: 'Halfway There',
    description: 'Completed three onboarding steps.',
    icon: 'flame',
    rarity: 'RARE',
    experienceReward: 100,
  },
  {
    badgeId: 'goal-setter',
    name: 'Goal Setter',
    description: 'Set the score you are working towards.',
    icon: 'target',
    rarity: 'RARE',
    experienceReward: 100,
  },
  {
    badgeId: 'scholar',
    name: 'Scholar',
    description: 'Read two Learning Center articles.',
    icon: 'book',
    rarity: 'EPIC',
    experienceReward: 150,
  },
  {
    badgeId: 'journey-complete',
    name: 'Journey Complete',
    description: 'Completed every onboarding step.',
    icon: 'trophy',
    rarity: 'LEGENDARY',
    experienceReward: 500,
  },
];

/** Badges a set of completed steps has earned. */
export function badgesEarnedBy(completed: readonly OnboardingStepId[]): BadgeId[] {
  const done = new Set(completed);
  const earned: BadgeId[] = [];
  if (done.size >= 1) earned.push('first-step');
  if (done.has('add-credit-report')) earned.push('report-ready');
  if (done.size >= 3) earned.push('halfway-there');
  if (done.has('set-score-goal')) earned.push('goal-setter');
  if (done.has('read-two-articles')) earned.push('scholar');
  if (done.size === onboardingStepIds.length) earned.push('journey-complete');
  return earned;
}

/** 1000 XP a level, starting at level 1. */
export const experiencePerLevel = 1000;
export const levelFor = (xp: number) => Math.floor(xp / experiencePerLevel) + 1;
export const xpToNextLevel = (level: number, xp: number) => level * experiencePerLevel - xp;
/** The level bar in percent: (XP modulo 1000) / 10. */
export const levelBarPercent = (xp: number) => (xp % experiencePerLevel) / 10;

export const onboardingMessages = {
  loadFailed: 'Failed to load onboarding progress. Please try again.',
  completeFailed: 'Failed to complete step. Please try again.',
  locked: 'Complete the steps before this one first',
  notDone: 'This step is not done yet',
  alreadyCompleted: 'This step is already completed',
} as const;

export const onboardingProgress = z.object({
  level: z.number().int(),
  experiencePoints: z.number().int(),
  completedSteps: z.array(onboardingStepId),
  totalSteps: z.number().int(),
  streakDays: z.number().int(),
  xpToNextLevel: z.number().int(),
  levelProgress: z.number(),
});
export type OnboardingProgress = z.infer<typeof onboardingProgress>;

/** An IANA zone the browser reports, so a streak counts the person's own calendar days. */
export const onboardingProgressQuery = z.object({
  timeZone: optionalTimeZone,
});

export const onboardingStep = z.object({
  id: onboardingStepId,
  title: z.string(),
  description: z.string(),
  helpText: z.string(),
  icon: z.string(),
  category: z.string(),
  experienceReward: z.number().int(),
  estimatedTime: z.string(),
  isCompleted: z.boolean(),
  isLocked: z.boolean(),
});
export type OnboardingStep = z.infer<typeof onboardingStep>;
export const onboardingStepList = z.array(onboardingStep);

export const badge = z.object({
  badgeId: z.enum(badgeIds),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  rarity: z.enum(badgeRarities),
  experienceReward: z.number().int(),
  earnedAt: z.string(),
  isNew: z.boolean(),
});
export type Badge = z.infer<typeof badge>;
export const badgeList = z.array(badge);

export const completeStepRequest = z
  .object({ userId: z.number().int().positive(), stepId: onboardingStepId })
  .strict();
export type CompleteStepRequest = z.infer<typeof completeStepRequest>;
export const completeStepResponse = z.object({
  success: z.literal(true),
  experienceAwarded: z.number().int(),
  /** The new level when this step raised it; null otherwise. */
  newLevel: z.number().int().nullable(),
  newBadges: badgeList,
});
export type CompleteStepResponse = z.infer<typeof completeStepResponse>;
