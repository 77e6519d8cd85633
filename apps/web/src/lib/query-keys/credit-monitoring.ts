// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['credit-monitoring'] as const;

/** Monitoring connections, their sync history, and the admin's Credit Profiles. */
export const creditMonitoringKeys = {
  all,
  connections: () => [...all, 'connections'] as const,
  history: () => [...all, 'history'] as const,
  adminConnections: () => [...all, 'admin-connections'] as const,
  creditData: (userId: number) => [...all, 'credit-data', userId] as const,
};
