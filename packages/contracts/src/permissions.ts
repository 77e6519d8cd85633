import type { BetaFeature } from './beta-features';
import { accessCodeGrants, type Entitlement, planIncludes } from './plan-entitlements';
import { isPlatformOperator } from './platform-operator';
import { type TeamAbility, type TeamRole, teamAbilities, teamCan } from './team-roles';
import type { AccessLevel } from './users.contract';

/**
 * Anything the permission rules can judge: a signed-in user on either side, with the name of the
 * plan of their active subscription and the features their redeemed access codes grant.
 */
export interface Permissioned {
  accessLevel: AccessLevel;
  features?: readonly BetaFeature[];
  /** The plan of the person's active subscription, by name; none without one. */
  subscriptionPlan?: string | null;
  /** The organization the person belongs to; the platform operator's rule reads it. */
  organizationId?: number;
  /** The person's role in their company's team; null for consumers. */
  teamRole?: TeamRole | null;
}

/** A feature granted by a redeemed beta access code. */
export const hasFeature = (u: Permissioned | null | undefined, feature: BetaFeature) =>
  !!u?.features?.includes(feature);

/** The company's office (Owner or Admin): every client of the organization, every admin tool. */
export const isAdmin = (u: Permissioned | null | undefined) => teamCan(u, 'runOffice');
export const isClientViewer = (u: Permissioned | null | undefined) => u?.accessLevel === 'CLIENT_VIEWER';

/**
 * What a person may use comes from their plan and their access codes. Admins run every tool for
 * their clients, and beta testers try every tool before it ships: both keep all of them.
 */
export function isEntitled(u: Permissioned | null | undefined, entitlement: Entitlement): boolean {
  if (!u) return false;
  if (u.accessLevel === 'ADMIN' || u.accessLevel === 'BETA_TESTER') return true;
  if (planIncludes(u.subscriptionPlan, entitlement)) return true;
  return !!u.features?.some((feature) => accessCodeGrants[feature].includes(entitlement));
}

const rule = (entitlement: Entitlement) => (u: Permissioned | null | undefined) => isEntitled(u, entitlement);
export const canCreateDisputes = rule('createDisputes');
export const canUseAI = rule('useAI');
export const canSimulateCredit = rule('simulateCredit');
export const canTrackMail = rule('trackMail');
export const canAccessCreditBuilding = rule('accessCreditBuilding');
export const canAccessEducation = rule('accessEducation');

/** Each ability of the team's permission matrix, as a route policy of the same name. */
const teamPolicies = Object.fromEntries(
  Object.keys(teamAbilities).map((ability) => [
    ability,
    (u: Permissioned | null | undefined) => teamCan(u, ability as TeamAbility),
  ]),
) as Record<TeamAbility, (u: Permissioned | null | undefined) => boolean>;

/** The named permissions a route may require, each mapped to its one rule. */
export const permissions = {
  ...teamPolicies,
  createDisputes: canCreateDisputes,
  useAI: canUseAI,
  simulateCredit: canSimulateCredit,
  trackMail: canTrackMail,
  accessCreditBuilding: canAccessCreditBuilding,
  accessEducation: canAccessEducation,
  /** The company's office: Owner or Admin (`runOffice`). */
  admin: isAdmin,
  /** The admins of the company that runs the platform (`platform-operator.contract.ts`). */
  operator: isPlatformOperator,
} as const satisfies Record<Entitlement | TeamAbility | 'admin' | 'operator', unknown>;
export type PermissionName = keyof typeof permissions;
