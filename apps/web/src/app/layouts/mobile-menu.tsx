import { Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { AccountMenu } from './account-menu';
import { type NavItem, NavLinkList } from './nav-link-list';

/**
 * The header's menu on a phone. It loads and mounts the first time the menu button is pressed: closed,
 * its drawer (portal, transitions, focus trap) cost every signed-in page's first load on a phone a
 * render of its own and several files, for a menu most visits never open.
 */
export function MobileMenu({
  opened,
  onClose,
  fullName,
  badge,
  items,
  upgrade,
}: {
  opened: boolean;
  onClose: () => void;
  fullName: string;
  badge: ReactNode;
  items: NavItem[];
  upgrade: boolean;
}) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Menu" position="right" size="xs" hiddenFrom="md">
      <Stack gap="md">
        <Group gap="xs">
          <Text fw={600}>{fullName}</Text>
          {badge}
        </Group>
        <NavLinkList items={items} label="Main" stacked onNavigate={onClose} />
        <Divider />
        <AccountMenu name={fullName} stacked onNavigate={onClose} />
        {upgrade && (
          <Button component={Link} to={paths.billing} onClick={onClose}>
            Upgrade Plan
          </Button>
        )}
        <SignOutButton />
      </Stack>
    </Drawer>
  );
}
