// One key factory per domain, shared by every feature (see disputes.ts for why they live here).

/** Public: lib/session.tsx keeps keys starting with 'public' across a sign-out. */
export const appInfoKeys = {
  all: ['public', 'app-info'] as const,
};
