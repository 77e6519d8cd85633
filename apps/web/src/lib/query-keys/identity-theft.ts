// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['identity-theft'] as const;

export const identityTheftKeys = {
  all,
  scan: (userId: number) => [...all, 'scan', userId] as const,
};
