// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['tax-integrations'] as const;

/** The tax software a person linked, per tax year. */
export const taxIntegrationKeys = {
  all,
  list: (userId: number) => [...all, 'list', userId] as const,
};
