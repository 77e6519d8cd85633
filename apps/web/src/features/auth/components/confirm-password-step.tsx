import { mfaPasswordForm } from '@app/contracts/auth.contract';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { contractResolver, focusFirstError, useFormName } from '../../../lib/form-errors';

/**
 * Before the second factor is turned on from an open session, the password is asked again, so a
 * session left open cannot bind someone else's phone to the account.
 */
export function ConfirmPasswordStep({
  refusal,
  onConfirmed,
  footer,
}: {
  /** The server's answer to the last password tried, shown on the field. */
  refusal: string | null;
  onConfirmed: (password: string) => void;
  footer?: ReactNode;
}) {
  const form = useForm({
    name: useFormName(),
    initialValues: { password: '' },
    // The step is shown afresh after each refusal, with the server's words on the field.
    initialErrors: refusal ? { password: refusal } : {},
    validate: contractResolver(mfaPasswordForm),
  });

  return (
    <form
      onSubmit={form.onSubmit(
        ({ password }) => onConfirmed(password),
        (errors) => focusFirstError(form, errors),
      )}
      noValidate
    >
      <Stack gap="sm">
        <Text fz="sm">Confirm it is you: enter your password to start the set-up.</Text>
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <Group gap="sm">
          <Button type="submit">Continue</Button>
          {footer}
        </Group>
      </Stack>
    </form>
  );
}
