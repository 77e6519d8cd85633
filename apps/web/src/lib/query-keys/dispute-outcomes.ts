// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['dispute-outcomes'] as const;

/** What each letter achieved: a person's item timeline and next round, and the organization's results. */
export const disputeOutcomeKeys = {
  all,
  timeline: (userId: number) => [...all, 'timeline', userId] as const,
  results: () => [...all, 'results'] as const,
  /** What to send next for each item: changes when a letter is drafted, mailed or answered. */
  nextRound: (userId: number) => [...all, 'next-round', userId] as const,
};
