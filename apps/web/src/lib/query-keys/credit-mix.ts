// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['credit-mix'] as const;

export const creditMixKeys = {
  all,
  analysis: () => [...all, 'analysis'] as const,
};
