// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['leads'] as const;

export const leadKeys = {
  all,
  page: (filter: { page: number; pageSize: number; status?: string; q?: string }) =>
    [...all, filter] as const,
};
