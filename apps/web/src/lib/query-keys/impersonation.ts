// One key factory per domain, shared by every feature (see disputes.ts for why they live here).

/** Whether this session is an admin testing as the client (the banner reads it). */
export const impersonationKeys = {
  status: () => ['impersonation', 'status'] as const,
};
