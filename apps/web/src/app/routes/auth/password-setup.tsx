import { Button, Center, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useLogout } from '../../../features/auth/api/logout';
import { PasswordSetupForm } from '../../../features/auth/components/password-setup-form';
import { useSession } from '../../../lib/session';

/** Shown at every path while the signed-in person still has a temporary password. */
export function PasswordSetupPage() {
  const { user, temporaryPassword, refresh } = useSession();
  const navigate = useNavigate();
  const logout = useLogout();

  return (
    <Center px="md" py={{ base: 'xl', sm: 56 }}>
      <title>Password Setup Required — Credit Repair</title>
      <Stack w="100%" maw={480} gap="sm">
        <PasswordSetupForm
          temporaryPassword={temporaryPassword}
          accessLevel={user?.accessLevel ?? 'CLIENT_VIEWER'}
          onDone={async () => {
            await refresh();
            navigate(paths.landing, { replace: true });
          }}
        />
        <Button variant="subtle" color="dark" onClick={() => logout.mutate()} loading={logout.isPending}>
          Sign out instead
        </Button>
      </Stack>
    </Center>
  );
}
