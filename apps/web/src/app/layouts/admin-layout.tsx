import { teamCan } from '@app/contracts/team-roles';
import { Avatar, Badge, Box, Burger, Container, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { BrandMark } from '../../components/brand/brand-mark';
import { PageLoader } from '../../components/page-loader/page-loader';
import { adminPortalPath, adminPortalSectionsFor, paths } from '../../config/paths';
import { useAppInfo } from '../../features/app-info/api/get-app-info';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { WorkQueueCount } from '../../features/work-queue/components/work-queue-count';
import { useSessionCheckOnNavigation, useSignedInUser } from '../../lib/session';
import { type NavItem, NavLinkList } from './nav-link-list';
import classes from './nav-links.module.css';

type Viewer = Parameters<typeof adminPortalSectionsFor>[0];

const sectionItems = (user: Viewer): NavItem[] =>
  adminPortalSectionsFor(user).map((section) => ({
    label: section.label,
    to: adminPortalPath(section.slug),
    alsoActiveAt: section.slug === '' ? [paths.landing] : undefined,
    exact: section.slug === '',
  }));
const navItems = (user: Viewer): NavItem[] => [
  ...sectionItems(user),
  // The office's own tools beyond the portal's sections: report uploads live on the Admin Dashboard.
  ...(teamCan(user, 'runOffice')
    ? [
        { label: 'Admin Dashboard', to: paths.admin },
        { label: 'Support Center', to: paths.supportAdmin },
        { label: 'Client Pages', to: paths.creditRepair },
      ]
    : []),
];

/** The admin portal shell: header, mobile menu, initials avatar, Sign Out. */
export function AdminLayout() {
  const user = useSignedInUser();
  useSessionCheckOnNavigation();
  const [menuOpen, menu] = useDisclosure(false);
  const fullName = `${user.firstName} ${user.lastName}`;
  const items = navItems(user);
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  const brand = useAppInfo().data;

  return (
    <>
      <Box component="header" className={classes.bar}>
        <Container size="xl" py="sm">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <BrandMark compact name={brand?.companyName} logoUrl={brand?.logoUrl} />
              <Badge variant="light" color="grape.9" size="lg">
                Admin Portal
              </Badge>
            </Group>
            <Group gap="sm" wrap="nowrap">
              {teamCan(user, 'listClients') && <WorkQueueCount />}
              <Avatar color="brand" radius="xl" role="img" aria-label={fullName} title={fullName}>
                {initials}
              </Avatar>
              <Text fw={600} fz="sm" visibleFrom="md">
                {fullName}
              </Text>
              <SignOutButton size="sm" visibleFrom="md" />
              <Burger
                opened={menuOpen}
                onClick={menu.toggle}
                hiddenFrom="md"
                aria-label="Open menu"
                aria-expanded={menuOpen}
              />
            </Group>
          </Group>
        </Container>
        <Container size="xl" pb={6} visibleFrom="md">
          <NavLinkList items={items} label="Admin portal" />
        </Container>
      </Box>
      <Drawer
        opened={menuOpen}
        onClose={menu.close}
        title="Admin menu"
        position="right"
        size="xs"
        hiddenFrom="md"
      >
        <Stack gap="md">
          <Text fw={600}>{fullName}</Text>
          <NavLinkList items={items} label="Admin portal" stacked onNavigate={menu.close} />
          <Divider />
          <SignOutButton />
        </Stack>
      </Drawer>
      <Container size="xl" component="main" id="main" py={{ base: 'lg', sm: 40 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
    </>
  );
}
