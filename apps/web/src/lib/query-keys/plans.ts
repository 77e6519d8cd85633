// One key factory per domain, shared by every feature (see disputes.ts for why they live here).

/** Public: lib/session.tsx keeps keys starting with 'public' across a sign-out. */
export const planKeys = {
  all: ['public', 'subscription-plans'] as const,
  /**
   * The plan editor's list: the organization's plans, offered or not. Apart from `all` on purpose:
   * it is signed-in data, so it must not start with 'public' and outlive a sign-out.
   */
  admin: ['admin-plans'] as const,
};
