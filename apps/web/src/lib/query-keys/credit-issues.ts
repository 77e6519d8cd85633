// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['credit-issues'] as const;

export const creditIssueKeys = {
  all,
  own: () => [...all, 'own'] as const,
  ofClient: (userId: number) => [...all, 'client', userId] as const,
};
