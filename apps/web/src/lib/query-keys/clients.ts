import type { ClientTableQuery } from '@app/contracts/client-table.contract';

// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['clients'] as const;

/** The admin's reads about clients; a change to a client refreshes them all. */
export const clientKeys = {
  all,
  list: (query: { search: string; page: number; pageSize: number; viewersOnly: boolean }) =>
    [...all, 'list', query] as const,
  /** Client Management's table: one page per query, sort, filters and cursor. */
  table: (query: ClientTableQuery) => [...all, 'table', query] as const,
  account: (userId: number) => [...all, userId, 'account'] as const,
  summary: (userId: number) => [...all, userId, 'summary'] as const,
  activity: (userId: number) => [...all, userId, 'activity'] as const,
  /** What was given at onboarding, and where the client's invitation stands. */
  onboarding: (userId: number) => [...all, userId, 'onboarding'] as const,
  /** The admin dashboard's Test Users and Client Profiles tabs. */
  betaTesting: (kind: 'client-profiles' | 'test-users', search = '') =>
    [...all, 'beta-testing', kind, { search }] as const,
};
