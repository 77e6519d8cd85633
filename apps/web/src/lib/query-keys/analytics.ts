// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['analytics'] as const;

export const analyticsKeys = {
  all,
  office: () => [...all, 'office'] as const,
  specialists: () => [...all, 'specialists'] as const,
};
