import { Box } from '@mantine/core';
import { ChangePasswordForm } from '../../../features/account-settings/components/change-password-form';
import { useResetPassword } from '../../../features/auth/api/reset-password';

/** The client page's Password tab (spec 001 section 2.17): the client rules and messages. */
export function CreditRepairPassword() {
  const reset = useResetPassword();
  return (
    <Box maw={560}>
      <ChangePasswordForm variant="client" changePassword={reset.mutateAsync} />
    </Box>
  );
}
