import type { AccessLevel } from './users.contract';

/** Anything holding an access level: a signed-in user on either side. */
export interface Permissioned {
  accessLevel: AccessLevel;
}

// Spec 000 section 6: admins and beta testers may create disputes and use AI, credit building
// and education; client viewers are read-only. STANDARD gets no more than the spec grants it.
const fullAccess = (u: Permissioned | null | undefined) =>
  u?.accessLevel === 'ADMIN' || u?.accessLevel === 'BETA_TESTER';

export const isAdmin = (u: Permissioned | null | undefined) => u?.accessLevel === 'ADMIN';
export const isClientViewer = (u: Permissioned | null | undefined) => u?.accessLevel === 'CLIENT_VIEWER';
export const canCreateDisputes = fullAccess;
export const canUseAI = fullAccess;
export const canAccessCreditBuilding = fullAccess;
export const canAccessEducation = fullAccess;

/** The named permissions a route may require, each mapped to its one rule. */
export const permissions = {
  createDisputes: canCreateDisputes,
  useAI: canUseAI,
  accessCreditBuilding: canAccessCreditBuilding,
  accessEducation: canAccessEducation,
  admin: isAdmin,
} as const;
export type PermissionName = keyof typeof permissions;
