// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['bank-connections'] as const;

/** The person's connected bank accounts. */
export const bankConnectionKeys = {
  all,
  list: () => [...all, 'list'] as const,
};
