// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['sensitive-access'] as const;

/** The Sensitive access log: one list per filter; a reveal, export or test session adds to it. */
export const sensitiveAccessKeys = {
  all,
  log: (filter: { personId?: number; clientId?: number }) => [...all, 'log', filter] as const,
};
