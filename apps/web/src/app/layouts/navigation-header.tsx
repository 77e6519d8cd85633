import { canAccessCreditBuilding, canAccessEducation } from '@app/contracts/permissions';
import { upgradeFrom } from '@app/contracts/plan-entitlements';
import { isTeamMember, teamCan, teamRoleLabels, teamRoleOf } from '@app/contracts/team-roles';
import type { PublicUser } from '@app/contracts/users.contract';
import { Badge, Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { BrandMark } from '../../components/brand/brand-mark';
import { PlanBadge } from '../../components/plan/plan-badge';
import { paths } from '../../config/paths';
import { useAppInfo } from '../../features/app-info/api/get-app-info';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { NextStepsCount } from '../../features/notices/components/next-steps-count';
import { useOnceTrue } from '../../lib/use-in-view';
import { AccountMenu } from './account-menu';
import { type NavItem, NavLinkList } from './nav-link-list';
import classes from './nav-links.module.css';

const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

/**
 * The links each person may use, in the product's order. Out of the admin portal a team member
 * keeps the main menu: the office has its Admin Dashboard and Support Center, and anyone else of
 * the team only the way back to the portal (the admin tools are not theirs).
 */
function navItemsFor(user: PublicUser): NavItem[] {
  const admin = isTeamMember(user);
  const office = teamCan(user, 'runOffice');
  const items: (NavItem | false)[] = [
    { label: 'Credit Repair', to: paths.creditRepair, alsoActiveAt: admin ? [] : [paths.landing] },
    { label: 'Dashboard', to: paths.dashboard },
    { label: 'Student Loans', to: paths.studentLoans },
    canAccessCreditBuilding(user) && { label: 'Credit Building', to: paths.creditBuilding },
    canAccessEducation(user) && { label: 'Education', to: paths.education },
    { label: 'Experian Connect', to: paths.experian },
    { label: 'Billing', to: paths.billing },
    admin && !office && { label: 'Admin Portal', to: paths.adminPortal },
    office && { label: 'Admin', to: paths.admin },
    office && { label: 'Support Center', to: paths.supportAdmin },
  ];
  return items.filter((item): item is NavItem => item !== false);
}

/** A consumer's plan (never their access level); the Admin badge for the office, the role for the rest of the team. */
function PersonBadge({ user }: { user: PublicUser }) {
  const role = teamRoleOf(user);
  if (!role) return <PlanBadge user={user} />;
  return (
    <Badge variant="light" color="grape.9">
      {teamCan(user, 'runOffice') ? 'Admin' : teamRoleLabels[role]}
    </Badge>
  );
}

/** The navigation header shared by signed-in pages. */
export function NavigationHeader({ user }: { user: PublicUser }) {
  const [menuOpen, menu] = useDisclosure(false);
  const menuUsed = useOnceTrue(menuOpen);
  const items = navItemsFor(user);
  const fullName = `${user.firstName} ${user.lastName}`;
  // Offered only where a plan above the person's exists: never on the top plan, nor to admins.
  const upgrade = !isTeamMember(user) && upgradeFrom(user.subscriptionPlan) !== null;
  const brand = useAppInfo().data;

  return (
    <Box component="header" className={classes.bar}>
      <Container size="xl" py="sm">
        <Group justify="space-between" wrap="nowrap">
          <BrandMark name={brand?.companyName} logoUrl={brand?.logoUrl} />
          {/* What needs the person, on every screen size; admins have their work queue instead. */}
          {!isTeamMember(user) && (
            <Box ml="auto" className={classes.stepsCount}>
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
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu
            opened={menuOpen}
            onClose={menu.close}
            fullName={fullName}
            badge={<PersonBadge user={user} />}
            items={items}
            upgrade={upgrade}
          />
        </Suspense>
      )}
    </Box>
  );
}
