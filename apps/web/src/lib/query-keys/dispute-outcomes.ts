// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['dispute-outcomes'] as const;

/** What each letter achieved: a person's item timeline, and the organization's results. */
export const disputeOutcomeKeys = {
  all,
  timeline: (userId: number) => [...all, 'timeline', userId] as const,
  results: () => [...all, 'results'] as const,
};
