// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['feedback'] as const;

export const feedbackKeys = {
  all,
  list: () => [...all, 'list'] as const,
  analytics: () => [...all, 'analytics'] as const,
};
