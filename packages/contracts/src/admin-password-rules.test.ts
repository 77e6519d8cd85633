import { describe, expect, it } from 'vitest';
import { adminPasswordChangeFailures, adminPasswordRules, passwordRuleFailures } from './password-rules';

describe('admin password rules', () => {
  it('lists every error together with the spec messages, in order', () => {
    expect(adminPasswordChangeFailures({ current: '', password: '', confirmation: '' })).toEqual([
      'Current password is required',
      'New password is required',
      'Password confirmation is required',
    ]);
    expect(adminPasswordChangeFailures({ current: 'x', password: 'abc', confirmation: 'abd' })).toEqual([
      'New passwords do not match',
      'Password must be at least 8 characters long',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character (@$!%*?&)',
    ]);
    expect(
      adminPasswordChangeFailures({ current: 'x', password: 'Good@Pass1', confirmation: 'Good@Pass1' }),
    ).toEqual([]);
  });

  it('counts only @$!%*?& as special characters', () => {
    for (const c of '@$!%*?&') expect(passwordRuleFailures(`Abcdef1${c}`, adminPasswordRules)).toEqual([]);
    for (const c of '#^(),."{}|<>-_') {
      expect(passwordRuleFailures(`Abcdef1${c}`, adminPasswordRules)).toEqual([
        'Password must contain at least one special character (@$!%*?&)',
      ]);
    }
  });
});
