import type { AccessLevel } from './users.contract';

// Zod-free, so a page that only names an access level does not load the schema library with it.

/** Display names of the spec ('Client Profile' for client viewers). */
export const accessLevelLabels: Record<AccessLevel, string> = {
  ADMIN: 'Admin',
  BETA_TESTER: 'Beta Tester',
  STANDARD: 'Standard',
  CLIENT_VIEWER: 'Client Profile',
};
