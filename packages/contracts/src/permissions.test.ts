import { describe, expect, it } from 'vitest';
import {
  canAccessCreditBuilding,
  canAccessEducation,
  canCreateDisputes,
  canUseAI,
  isAdmin,
} from './permissions';
import { accessLevels } from './users.contract';

describe('permissions (spec 000 section 6)', () => {
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
