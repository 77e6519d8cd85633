// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['credit-goals'] as const;

export const creditGoalKeys = {
  all,
  own: () => [...all, 'own'] as const,
};
