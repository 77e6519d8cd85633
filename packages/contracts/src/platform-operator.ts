import { type TeamRole, teamCan } from './team-roles';
import type { AccessLevel } from './users.contract';

// Zod-free: the permission rules read it on every screen, the dashboard's first load included.

/**
 * The platform operator: the office (Owner or Admin) of the company that runs the platform (the first
 * organization). They see every organization's standing and may suspend one, but an
 * organization's consumers (clients, credit files, letters) stay closed to them unless that
 * organization's owner grants time-limited access.
 */
export const platformOrganizationId = 1;

/** The one rule for who the platform operator is. */
export const isPlatformOperator = (
  u: { accessLevel: AccessLevel; organizationId?: number; teamRole?: TeamRole | null } | null | undefined,
) => teamCan(u, 'runOffice') && u?.organizationId === platformOrganizationId;
