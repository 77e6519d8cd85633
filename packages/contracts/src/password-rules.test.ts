import { describe, expect, it } from 'vitest';
import {
  newPasswordFailures,
  passwordMessages,
  passwordRuleFailures,
  passwordRules,
  passwordSetupForm,
  passwordSpecialCharacters,
} from './password-rules';

describe('password rules', () => {
  it('names each unmet rule with the spec message', () => {
    expect(passwordRuleFailures('')).toEqual(['Password is required']);
    expect(passwordRuleFailures('Aa1!')).toEqual(['Password must be at least 8 characters long']);
    expect(passwordRuleFailures('aaaaaa1!')).toEqual(['Password must contain at least one uppercase letter']);
    expect(passwordRuleFailures('AAAAAA1!')).toEqual(['Password must contain at least one lowercase letter']);
    expect(passwordRuleFailures('AAAAaa!!')).toEqual(['Password must contain at least one number']);
    expect(passwordRuleFailures('AAAAaa11')).toEqual([
      'Password must contain at least one special character',
    ]);
    expect(passwordRuleFailures('Good#Pass1')).toEqual([]);
  });

  it('accepts every special character of the spec and nothing else as special', () => {
    for (const c of passwordSpecialCharacters) expect(passwordRuleFailures(`Abcdef1${c}`)).toEqual([]);
    for (const c of ['-', '_', '+', '=', '~', ' ']) {
      expect(passwordRuleFailures(`Abcdef1${c}`)).toEqual([
        'Password must contain at least one special character',
      ]);
    }
  });

  it('lists all forced-setup errors together', () => {
    expect(newPasswordFailures({ password: '', confirmation: '' })).toEqual([
      passwordMessages.required,
      passwordMessages.confirmationRequired,
    ]);
    expect(newPasswordFailures({ password: 'abc', confirmation: 'abd', current: 'abc' })).toEqual([
      'Passwords do not match',
      'You must choose a different password than the temporary one',
      'Password must be at least 8 characters long',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]);
  });

  it('refuses more than 128 characters', () => {
    expect(passwordRuleFailures(`Aa1!${'x'.repeat(125)}`)).toEqual([passwordMessages.tooLong]);
  });

  it('puts each forced-setup problem on the field it concerns', () => {
    const form = passwordSetupForm(passwordRules);
    const issues = form.safeParse({ currentPassword: '', newPassword: 'abc', confirmation: 'abd' }).error
      ?.issues;
    expect(issues?.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['currentPassword', passwordMessages.temporaryRequired],
      ['confirmation', 'Passwords do not match'],
      ['newPassword', 'Password must be at least 8 characters long'],
      ['newPassword', 'Password must contain at least one uppercase letter'],
      ['newPassword', 'Password must contain at least one number'],
      ['newPassword', 'Password must contain at least one special character'],
    ]);
    expect(
      form.safeParse({ currentPassword: 'Temp#Pass1', newPassword: 'Good#Pass2', confirmation: 'Good#Pass2' })
        .success,
    ).toBe(true);
  });
});
