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
} from './permissions';
import { accessLevels } from './users.contract';

describe('permissions', () => {
  it('grants disputes, AI, credit building and education to admins and beta testers only', () => {
    const granted = accessLevels.filter((accessLevel) => canCreateDisputes({ accessLevel }));
    expect(granted).toEqual(['ADMIN', 'BETA_TESTER']);
    for (const rule of [canUseAI, canAccessCreditBuilding, canAccessEducation]) {
      expect(accessLevels.filter((accessLevel) => rule({ accessLevel }))).toEqual(granted);
    }
  });

  it('knows only ADMIN as admin, and nobody when signed out', () => {
    expect(accessLevels.filter((accessLevel) => isAdmin({ accessLevel }))).toEqual(['ADMIN']);
    expect(isAdmin(null)).toBe(false);
    expect(canCreateDisputes(undefined)).toBe(false);
  });
});

describe('features granted by beta access codes', () => {
  it('open one tool each to a STANDARD user, and nothing to a client viewer', () => {
    const standard = { accessLevel: 'STANDARD' as const, features: ['CREDIT_SIMULATION' as const] };
    expect(canSimulateCredit(standard)).toBe(true);
    expect(canUseAI(standard)).toBe(false);
    expect(canUseAI({ accessLevel: 'STANDARD', features: ['AI_DISPUTE_LETTERS'] })).toBe(true);
    expect(canTrackMail({ accessLevel: 'STANDARD', features: ['USPS_TRACKING'] })).toBe(true);
    expect(canSimulateCredit({ accessLevel: 'STANDARD' })).toBe(false);
    expect(canUseAI({ accessLevel: 'CLIENT_VIEWER', features: ['AI_DISPUTE_LETTERS'] })).toBe(false);
    expect(hasFeature(standard, 'CREDIT_SIMULATION')).toBe(true);
  });
});
