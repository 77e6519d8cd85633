// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['platform-operator'] as const;

export const platformOperatorKeys = {
  all,
  organizations: () => [...all, 'organizations'] as const,
  clients: (organizationId: number) => [...all, 'organizations', organizationId, 'clients'] as const,
  client: (organizationId: number, userId: number) =>
    [...all, 'organizations', organizationId, 'clients', userId] as const,
  /** The organization's own view of the operator's access (its owner's grant screen). */
  access: () => [...all, 'access'] as const,
};
