import { isTeamMember } from '@app/contracts/team-roles';
import { Box, Button, Container, Group } from '@mantine/core';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { BrandMark } from '../../components/brand/brand-mark';
import { PageLoader } from '../../components/page-loader/page-loader';
import { paths } from '../../config/paths';
import { useAppInfo } from '../../features/app-info/api/get-app-info';
import { useSecondFactorStatus } from '../../features/auth/api/get-second-factor-status';
import { ImpersonationBanner } from '../../features/impersonation/components/impersonation-banner';
import { LandingFooter } from '../../features/marketing/components/landing-footer';
import { SupportChatLauncher } from '../../features/support/components/support-chat-launcher';
import { useOrganizationAddress } from '../../lib/organization-address';
import { useSession } from '../../lib/session';

/**
 * The ways in, each keeping the company a page at the platform's host shows (`/o/<slug>`): its lead
 * form and its own sign-in page (the admin's way in opens it on the admin side).
 */
const waysIn = (address: ReturnType<typeof useOrganizationAddress>) => ({
  start: address.to(paths.getStarted),
  client: address.slug ? address.signIn : paths.clientSignIn,
  admin: address.slug ? `${address.signIn}?portal=admin` : paths.adminSignIn,
});

/** Landing, lead form, sign-in and password setup: the brand, the ways in, and the support contact. */
export function PublicLayout() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const appInfo = useAppInfo();
  const address = useOrganizationAddress();
  // An admin who still owes the second factor has no portal to go to yet.
  const owesSecondFactor = !!useSecondFactorStatus({ enabled: !!user && isTeamMember(user) }).data?.pending;
  const showPortalButtons =
    !user &&
    (pathname === paths.landing ||
      pathname === paths.getStarted ||
      (!!address.slug && pathname === address.to(paths.landing)));
  const ways = waysIn(address);
  const signedOutLinks = [
    { label: 'Start Credit Repair', to: ways.start },
    { label: 'Client Portal', to: ways.client },
    { label: 'Admin Portal', to: ways.admin },
  ];

  return (
    <>
      {/* A Test as Client session keeps its banner and its way back on every page. */}
      {user && !isTeamMember(user) && <ImpersonationBanner />}
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <BrandMark
              to={address.to(paths.landing)}
              compact={showPortalButtons}
              name={appInfo.data?.companyName}
              logoUrl={appInfo.data?.logoUrl}
            />
            {showPortalButtons && (
              <Group gap="xs" wrap="nowrap">
                {/* Consumers come first; professionals have their way in, quieter. */}
                <Button component={Link} to={ways.client} size="sm">
                  Client Portal
                </Button>
                <Button component={Link} to={ways.admin} variant="subtle" size="sm">
                  Admin Portal
                </Button>
              </Group>
            )}
            {user && !user.requiresPasswordReset && !owesSecondFactor && (
              <Button component={Link} to={paths.landing} variant="default" size="sm">
                Go to my portal
              </Button>
            )}
          </Group>
        </Container>
      </Box>
      <Box component="main" id="main">
        {/* The header stays while a page's code arrives. */}
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <LandingFooter
        companyName={appInfo.data?.companyName}
        supportEmail={appInfo.data?.supportEmail}
        supportPhone={appInfo.data?.supportPhone}
        links={user ? [] : signedOutLinks}
      />
      {/* Visitors may ask before they have an account (userId null). */}
      {!user && (
        <>
          {/* Room below the footer, so the floating button never covers its last links. */}
          <Box h={88} bg="dark.8" aria-hidden />
          <SupportChatLauncher user={null} />
        </>
      )}
    </>
  );
}
