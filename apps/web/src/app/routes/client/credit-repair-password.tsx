import { Stack } from '@mantine/core';
import { ChangePasswordForm } from '../../../features/account-settings/components/change-password-form';
import { DateOfBirthForm } from '../../../features/account-settings/components/date-of-birth-form';
import { useResetPassword } from '../../../features/auth/api/reset-password';
import { useSignedInUser } from '../../../lib/session';

/**
 * The client page's Password tab: the client rules and messages; below it,
 * the one other personal detail a person keeps here, their date of birth.
 */
export function CreditRepairPassword() {
  const reset = useResetPassword();
  const user = useSignedInUser();
  return (
    <Stack maw={560} gap="lg">
      <ChangePasswordForm variant="client" changePassword={reset.mutateAsync} />
      <DateOfBirthForm userId={user.id} whose="own" />
    </Stack>
  );
}
