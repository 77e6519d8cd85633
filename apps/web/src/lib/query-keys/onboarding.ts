// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['onboarding'] as const;

export const onboardingKeys = {
  all,
  progress: (userId: number) => [...all, 'progress', userId] as const,
  steps: () => [...all, 'steps'] as const,
  badges: (userId: number) => [...all, 'badges', userId] as const,
};
