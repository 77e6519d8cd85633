import { Center, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { PageTitle } from '../../../features/app-info/components/page-title';
import { PasswordSetupForm } from '../../../features/auth/components/password-setup-form';
import { SignOutButton } from '../../../features/auth/components/sign-out-button';
import { useSession } from '../../../lib/session';

/** Shown at every path while the signed-in person still has a temporary password. */
export function PasswordSetupPage() {
  const { user, temporaryPassword, refresh } = useSession();
  const navigate = useNavigate();

  return (
    <Center px="md" py={{ base: 'xl', sm: 56 }}>
      <PageTitle page="Password Setup Required" />
      <Stack w="100%" maw={480} gap="sm">
        <PasswordSetupForm
          temporaryPassword={temporaryPassword}
          accessLevel={user?.accessLevel ?? 'CLIENT_VIEWER'}
          onDone={async () => {
            await refresh();
            navigate(paths.landing, { replace: true });
          }}
        />
        <SignOutButton variant="subtle" color="dark" />
      </Stack>
    </Center>
  );
}
