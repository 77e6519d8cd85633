// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['leads'] as const;

export const leadKeys = {
  all,
  page: (page: number, pageSize: number) => [...all, { page, pageSize }] as const,
};
