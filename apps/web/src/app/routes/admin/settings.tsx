import { SimpleGrid, Stack } from '@mantine/core';
import { AccountSummary } from '../../../components/account-summary/account-summary';
import { ChangePasswordForm } from '../../../features/account-settings/components/change-password-form';
import { useResetPassword } from '../../../features/auth/api/reset-password';
import { SecondFactorCard } from '../../../features/auth/components/second-factor-card';
import { useSignedInUser } from '../../../lib/session';

/** /admin-portal/settings: the current account, the change-password form and two-factor sign-in. */
export function SettingsPage() {
  const user = useSignedInUser();
  const reset = useResetPassword();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
      <ChangePasswordForm changePassword={reset.mutateAsync} />
      <Stack gap="lg">
        <AccountSummary user={user} title="Current account" />
        <SecondFactorCard />
      </Stack>
    </SimpleGrid>
  );
}
