// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['credit-reports'] as const;

export const creditReportKeys = {
  all,
  own: () => [...all, 'own'] as const,
  ofClient: (userId: number) => [...all, 'client', userId] as const,
  scoreHistory: () => [...all, 'score-history'] as const,
};
