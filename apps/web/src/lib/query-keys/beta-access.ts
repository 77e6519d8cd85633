// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['beta-access'] as const;

/** Beta access codes and the admin dashboard's counters. */
export const betaAccessKeys = {
  all,
  codes: () => [...all, 'codes'] as const,
  counts: () => [...all, 'counts'] as const,
};
