import type { BetaFeature } from './beta-features';
import type { AccessLevel } from './users.contract';

/** Anything holding an access level: a signed-in user on either side, with features granted by access codes. */
export interface Permissioned {
  accessLevel: AccessLevel;
  features?: readonly BetaFeature[];
}

/** A feature granted by a redeemed beta access code. */
export const hasFeature = (u: Permissioned | null | undefined, feature: BetaFeature) =>
  !!u?.features?.includes(feature);

// Admins and beta testers may create disputes and use AI, credit building
// and education; client viewers are read-only. STANDARD gets no more than the spec grants it.
const fullAccess = (u: Permissioned | null | undefined) =>
  u?.accessLevel === 'ADMIN' || u?.accessLevel === 'BETA_TESTER';

export const isAdmin = (u: Permissioned | null | undefined) => u?.accessLevel === 'ADMIN';
export const isClientViewer = (u: Permissioned | null | undefined) => u?.accessLevel === 'CLIENT_VIEWER';
export const canCreateDisputes = fullAccess;
// An access code opens a tool to a STANDARD user; a client viewer stays read-only whatever it holds.
const fullOr = (feature: BetaFeature) => (u: Permissioned | null | undefined) =>
  fullAccess(u) || (u?.accessLevel === 'STANDARD' && hasFeature(u, feature));
export const canUseAI = fullOr('AI_DISPUTE_LETTERS');
export const canSimulateCredit = fullOr('CREDIT_SIMULATION');
export const canTrackMail = fullOr('USPS_TRACKING');
export const canAccessCreditBuilding = fullOr('BETA_FEATURES');
export const canAccessEducation = fullOr('BETA_FEATURES');

/** The named permissions a route may require, each mapped to its one rule. */
export const permissions = {
  createDisputes: canCreateDisputes,
  useAI: canUseAI,
  simulateCredit: canSimulateCredit,
  trackMail: canTrackMail,
  accessCreditBuilding: canAccessCreditBuilding,
  accessEducation: canAccessEducation,
  admin: isAdmin,
} as const;
export type PermissionName = keyof typeof permissions;
