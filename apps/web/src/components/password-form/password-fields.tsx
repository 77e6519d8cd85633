import { Alert, List, PasswordInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { AnyForm } from '../../lib/form-focus';

interface PasswordFieldsProps {
  /** A form over `newPassword` and `confirmation`, and `currentPassword` when it is asked. */
  form: AnyForm;
  /**
   * The current password's field, when the person must give it. `ownError`: the server's word on it
   * (a wrong temporary password) shows under the field, as it concerns no rule of the new one.
   */
  current?: { label: string; description?: string; ownError?: boolean };
  newPasswordLabel: 'New Password' | 'Create New Password';
  /** Every problem with the new password, from the contract's password rules; listed together. */
  failures: readonly string[];
  /** Whether the visibility toggles are reached with Tab. */
  focusableToggles?: boolean;
  /** Shown under the fields, above the problems (the rules the password meets so far). */
  children?: ReactNode;
}

/**
 * The fields of every password form every password form uses (invitation or reset link, the forced change at
 * first sign-in, Settings): the fields are only marked, and the words of every problem are listed
 * together under them, so a person sees all that is wrong at once.
 */
export function PasswordFields({
  form,
  current,
  newPasswordLabel,
  failures,
  focusableToggles = true,
  children,
}: PasswordFieldsProps) {
  const toggleProps = focusableToggles
    ? ({ 'aria-label': 'Show password', tabIndex: 0 } as const)
    : ({ 'aria-label': 'Show password' } as const);
  return (
    <>
      {current && (
        <PasswordInput
          label={current.label}
          description={current.description}
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
          error={current.ownError ? form.errors.currentPassword : Boolean(form.errors.currentPassword)}
          visibilityToggleButtonProps={toggleProps}
        />
      )}
      <PasswordInput
        label={newPasswordLabel}
        autoComplete="new-password"
        required
        {...form.getInputProps('newPassword')}
        error={Boolean(form.errors.newPassword)}
        visibilityToggleButtonProps={toggleProps}
      />
      <PasswordInput
        label="Confirm New Password"
        autoComplete="new-password"
        required
        {...form.getInputProps('confirmation')}
        error={Boolean(form.errors.confirmation)}
        visibilityToggleButtonProps={toggleProps}
      />
      {children}
      {failures.length > 0 && (
        <Alert
          color="red.9"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title="Please fix the following"
          aria-live="polite"
        >
          <List size="sm" spacing={2} data-testid="password-errors">
            {failures.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}
