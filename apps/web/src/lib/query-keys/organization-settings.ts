// One key factory per domain, shared by every feature (see disputes.ts for why they live here).

/** The admin's own organization: branding, CROA details, logo and client places. */
export const organizationSettingsKeys = {
  all: ['organization-settings'] as const,
};
