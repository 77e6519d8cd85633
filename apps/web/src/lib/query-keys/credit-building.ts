// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['credit-building'] as const;

export const creditBuildingKeys = {
  all,
  actions: () => [...all, 'actions'] as const,
};
