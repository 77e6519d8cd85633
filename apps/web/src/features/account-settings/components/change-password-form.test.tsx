import { adminPasswordRules, passwordRules } from '@app/contracts/password-rules';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ChangePasswordForm } from './change-password-form';

// The rules a password must meet read the same way on every screen: the contract's own messages,
// ticked as they are met, as on the invitation link and at the first sign-in.
describe('Change Password lists the contract’s rules', () => {
  it.each([
    ['client', passwordRules],
    ['admin', adminPasswordRules],
  ] as const)('for a %s', (variant, rules) => {
    renderWithProviders(<ChangePasswordForm variant={variant} changePassword={async () => ({})} />);
    const list = screen.getByRole('list', { name: 'Password requirements' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(rules.map((r) => `${r.message} (not met)`));
    fireEvent.change(screen.getByLabelText(/^New Password/), { target: { value: 'abcdefgh' } });
    expect(within(list).getByText(rules[0]?.message ?? '').textContent).toContain('(met)');
  });
});
