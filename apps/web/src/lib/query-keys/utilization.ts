// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['utilization'] as const;

/** Credit cards and the utilization alerts the server's rules raise on them. */
export const utilizationKeys = {
  all,
  cards: () => [...all, 'cards'] as const,
  alerts: () => [...all, 'alerts'] as const,
};
