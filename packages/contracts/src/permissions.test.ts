import { describe, expect, it } from 'vitest';
import {
  canAccessCreditBuilding,
  canAccessEducation,
  canCreateDisputes,
  canSimulateCredit,
  canTrackMail,
  canUseAI,
  hasFeature,
  isAdmin,
  isEntitled,
  permissions,
} from './permissions';
import { entitlementRefusal, entitlements, planCatalogue, upgradeFrom } from './plan-entitlements';
import { teamAbilities } from './team-roles';
import { accessLevels } from './users.contract';

describe('what each plan includes', () => {
  // The matrix written out: a change to a plan's promise must change this table with it.
  const expected: Record<string, string[]> = {
    'Pro Plan': [...entitlements],
    'Elite Plan': [...entitlements],
    'Pay Per Deletion Plan': [...entitlements],
    'White Label Plan': [],
  };

  it.each(planCatalogue.map((p) => p.name))(
    '%s opens exactly its tools, whatever the access level',
    (name) => {
      for (const accessLevel of ['CLIENT_VIEWER', 'STANDARD'] as const) {
        const holder = { accessLevel, subscriptionPlan: name };
        expect(entitlements.filter((e) => isEntitled(holder, e))).toEqual(expected[name]);
      }
    },
  );

  it('gives nothing without a plan, or for a plan no longer on offer', () => {
    for (const subscriptionPlan of [null, undefined, 'Gold Plan']) {
      expect(
        entitlements.filter((e) => isEntitled({ accessLevel: 'CLIENT_VIEWER', subscriptionPlan }, e)),
      ).toEqual([]);
    }
  });

  it('keeps every tool for admins and beta testers, with or without a plan', () => {
    const full = accessLevels.filter((accessLevel) =>
      entitlements.every((e) => isEntitled({ accessLevel }, e)),
    );
    expect(full).toEqual(['ADMIN', 'BETA_TESTER']);
  });

  it('names a route permission for every tool and every team ability, plus admin', () => {
    expect(Object.keys(permissions).sort()).toEqual(
      [...entitlements, ...Object.keys(teamAbilities), 'admin', 'operator'].sort(),
    );
  });
});

describe('refusals in plain words', () => {
  it('names the plans that include the tool and where to get one', () => {
    expect(entitlementRefusal('accessEducation').message).toBe(
      'Education is part of the Pro and Elite plans. You can choose a plan on the Billing page.',
    );
  });

  it('never names an access level or a role', () => {
    for (const e of entitlements) {
      const { title, message } = entitlementRefusal(e);
      expect(`${title} ${message}`).not.toMatch(/access level|beta tester|admin|client profile|standard/i);
    }
  });
});

describe('upgrades', () => {
  it('offers the next consumer plan, and nothing on the top plan or a business plan', () => {
    expect(upgradeFrom(null)).toBe('Pro Plan');
    expect(upgradeFrom('Pro Plan')).toBe('Elite Plan');
    expect(upgradeFrom('Elite Plan')).toBeNull();
    expect(upgradeFrom('White Label Plan')).toBeNull();
  });
});

describe('features granted by beta access codes', () => {
  it('open one tool each, to anyone, on top of the plan', () => {
    const standard = { accessLevel: 'STANDARD' as const, features: ['CREDIT_SIMULATION' as const] };
    expect(canSimulateCredit(standard)).toBe(true);
    expect(canUseAI(standard)).toBe(false);
    expect(canUseAI({ accessLevel: 'STANDARD', features: ['AI_DISPUTE_LETTERS'] })).toBe(true);
    expect(canTrackMail({ accessLevel: 'STANDARD', features: ['USPS_TRACKING'] })).toBe(true);
    expect(canAccessEducation({ accessLevel: 'CLIENT_VIEWER', features: ['BETA_FEATURES'] })).toBe(true);
    expect(canAccessCreditBuilding({ accessLevel: 'CLIENT_VIEWER', features: ['BETA_FEATURES'] })).toBe(true);
    expect(canSimulateCredit({ accessLevel: 'STANDARD' })).toBe(false);
    expect(hasFeature(standard, 'CREDIT_SIMULATION')).toBe(true);
  });

  it('knows only ADMIN as admin, and nobody when signed out', () => {
    expect(accessLevels.filter((accessLevel) => isAdmin({ accessLevel }))).toEqual(['ADMIN']);
    expect(isAdmin(null)).toBe(false);
    expect(canCreateDisputes(undefined)).toBe(false);
  });
});
