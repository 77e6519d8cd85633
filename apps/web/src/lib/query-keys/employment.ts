// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['employment'] as const;

/** A person's employment history. */
export const employmentKeys = {
  all,
  records: (userId: number) => [...all, 'records', userId] as const,
};
