import { canAccessCreditBuilding, canAccessEducation, isAdmin } from '@app/contracts/permissions';
import { upgradeFrom } from '@app/contracts/plan-entitlements';
import type { PublicUser } from '@app/contracts/users.contract';
import { Badge, Box, Burger, Button, Container, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { BrandMark } from '../../components/brand/brand-mark';
import { PlanBadge } from '../../components/plan/plan-badge';
import { paths } from '../../config/paths';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { NextStepsCount } from '../../features/notices/components/next-steps-count';
import { AccountMenu } from './account-menu';
import { type NavItem, NavLinkList } from './nav-link-list';
import classes from './nav-links.module.css';

/** The links each person may use, in the product's order. */
function navItemsFor(user: PublicUser): NavItem[] {
  const admin = isAdmin(user);
  const items: (NavItem | false)[] = [
    { label: 'Credit Repair', to: paths.creditRepair, alsoActiveAt: admin ? [] : [paths.landing] },
    { label: 'Dashboard', to: paths.dashboard },
    { label: 'Student Loans', to: paths.studentLoans },
    canAccessCreditBuilding(user) && { label: 'Credit Building', to: paths.creditBuilding },
    canAccessEducation(user) && { label: 'Education', to: paths.education },
    { label: 'Experian Connect', to: paths.experian },
    { label: 'Billing', to: paths.billing },
    admin && { label: 'Admin', to: paths.admin },
    admin && { label: 'Support Center', to: paths.supportAdmin },
  ];
  return items.filter((item): item is NavItem => item !== false);
}

/** A consumer's plan (never their access level); the Admin badge for admins. */
function PersonBadge({ user }: { user: PublicUser }) {
  if (!isAdmin(user)) return <PlanBadge user={user} />;
  return (
    <Badge variant="light" color="grape.9">
      Admin
    </Badge>
  );
}

/** The navigation header shared by signed-in pages. */
export function NavigationHeader({ user }: { user: PublicUser }) {
  const [menuOpen, menu] = useDisclosure(false);
  const items = navItemsFor(user);
  const fullName = `${user.firstName} ${user.lastName}`;
  // Offered only where a plan above the person's exists: never on the top plan, nor to admins.
  const upgrade = !isAdmin(user) && upgradeFrom(user.subscriptionPlan) !== null;

  return (
    <Box component="header" className={classes.bar}>
      <Container size="xl" py="sm">
        <Group justify="space-between" wrap="nowrap">
          <BrandMark />
          {/* What needs the person, on every screen size; admins have their work queue instead. */}
          {!isAdmin(user) && (
            <Box ml="auto" mr={{ base: 0, md: 'xs' }}>
              <NextStepsCount to={paths.landing} />
            </Box>
          )}
          <Group gap="sm" wrap="nowrap" visibleFrom="md">
            <AccountMenu name={fullName} />
            <PersonBadge user={user} />
            <SignOutButton size="sm" />
          </Group>
          <Burger
            opened={menuOpen}
            onClick={menu.toggle}
            hiddenFrom="md"
            aria-label="Open menu"
            aria-expanded={menuOpen}
          />
        </Group>
      </Container>
      <Container size="xl" pb={6} visibleFrom="md">
        <NavLinkList items={items} label="Main" />
      </Container>
      <Drawer opened={menuOpen} onClose={menu.close} title="Menu" position="right" size="xs" hiddenFrom="md">
        <Stack gap="md">
          <Group gap="xs">
            <Text fw={600}>{fullName}</Text>
            <PersonBadge user={user} />
          </Group>
          <NavLinkList items={items} label="Main" stacked onNavigate={menu.close} />
          <Divider />
          <AccountMenu name={fullName} stacked onNavigate={menu.close} />
          {upgrade && (
            <Button component={Link} to={paths.billing} onClick={menu.close}>
              Upgrade Plan
            </Button>
          )}
          <SignOutButton />
        </Stack>
      </Drawer>
    </Box>
  );
}
