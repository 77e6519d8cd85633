import { useForm } from '@mantine/form';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { PasswordFields } from './password-fields';

function Host({ failures, withCurrent }: { failures: string[]; withCurrent: boolean }) {
  const form = useForm({ initialValues: { currentPassword: '', newPassword: '', confirmation: '' } });
  return (
    <PasswordFields
      form={form}
      current={withCurrent ? { label: 'Current Password' } : undefined}
      newPasswordLabel="New Password"
      failures={failures}
    >
      <p>rules so far</p>
    </PasswordFields>
  );
}

describe('the password fields', () => {
  it('asks for the current password only when told, and lists every problem together', () => {
    const failures = ['Use at least 12 characters', 'The passwords do not match'];
    renderWithProviders(<Host failures={failures} withCurrent />);
    expect(screen.getByLabelText(/^Current Password/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^New Password/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm New Password/)).toBeInTheDocument();
    expect(screen.getByText('rules so far')).toBeInTheDocument();
    expect(screen.getByText('Please fix the following')).toBeInTheDocument();
    const listed = screen.getByTestId('password-errors');
    for (const message of failures) expect(listed).toHaveTextContent(message);
  });

  it('shows no problem list while there is none, and no current password field unless asked', () => {
    renderWithProviders(<Host failures={[]} withCurrent={false} />);
    expect(screen.queryByLabelText(/^Current Password/)).toBeNull();
    expect(screen.queryByTestId('password-errors')).toBeNull();
  });
});
