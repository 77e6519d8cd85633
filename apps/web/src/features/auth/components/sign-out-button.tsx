import { Button, type ButtonProps } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useLogout } from '../api/logout';

/** The one way to sign out, worded the same on every screen (headers, menus, the password and code steps). */
export function SignOutButton(props: Omit<ButtonProps, 'children' | 'onClick' | 'loading'>) {
  const logout = useLogout();
  return (
    <Button
      variant="default"
      leftSection={<IconLogout size={16} aria-hidden />}
      {...props}
      onClick={() => logout.mutate()}
      loading={logout.isPending}
    >
      Sign Out
    </Button>
  );
}
