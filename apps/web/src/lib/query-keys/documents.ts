// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['documents'] as const;

export const documentKeys = {
  all,
  vault: (userId: number) => [...all, 'vault', userId] as const,
  tags: (userId: number) => [...all, 'tags', userId] as const,
  search: (userId: number, q: string) => [...all, 'search', userId, q] as const,
};
