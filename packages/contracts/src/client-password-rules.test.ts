import { describe, expect, it } from 'vitest';
import { clientPasswordChangeIssues } from './password-rules';

describe('client password change', () => {
  it('lists every message at once', () => {
    expect(
      clientPasswordChangeIssues({ current: '', password: '', confirmation: '' }).map((i) => i.message),
    ).toEqual([
      'Current password is required',
      'New password is required',
      'Password confirmation is required',
    ]);
    const weak = clientPasswordChangeIssues({ current: 'abc', password: 'abc', confirmation: 'abd' });
    expect(weak.map((i) => i.message)).toEqual([
      'New passwords do not match',
      'New password must be different from current password',
      'Password must be at least 8 characters long',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]);
    expect(
      clientPasswordChangeIssues({
        current: 'Old#Pass1',
        password: 'New{Pass}2',
        confirmation: 'New{Pass}2',
      }),
    ).toEqual([]);
  });
});
