// One key factory per domain, shared by every feature (see disputes.ts for why they live here).

/** The signed-in person, read by the session (lib/session.tsx) and updated by profile changes. */
export const userKeys = {
  current: () => ['users', 'current'] as const,
  /** Apart from the profile: personal data, fetched only where it is edited. */
  dateOfBirth: (userId: number) => ['users', userId, 'date-of-birth'] as const,
};
