import { isTeamMember } from '@app/contracts/team-roles';
import { Container } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SupportLine } from '../../components/brand/support-line';
import { PageLoader } from '../../components/page-loader/page-loader';
import { useAppInfo } from '../../features/app-info/api/get-app-info';
import { ImpersonationBanner } from '../../features/impersonation/components/impersonation-banner';
import { SupportChatLauncher } from '../../features/support/components/support-chat-launcher';
import { useSessionCheckOnNavigation, useSignedInUser } from '../../lib/session';
import classes from './client-layout.module.css';
import { NavigationHeader } from './navigation-header';
import { useRoutePrefetch } from './route-prefetch';

/** Signed-in pages with the common navigation bar. */
export function ClientLayout() {
  const user = useSignedInUser();
  useSessionCheckOnNavigation();
  useRoutePrefetch(user);
  const brand = useAppInfo().data;
  return (
    <>
      {!isTeamMember(user) && <ImpersonationBanner />}
      <NavigationHeader user={user} />
      <Container
        size="xl"
        component="main"
        id="main"
        // Room below the last control for clients, so the floating chat button never has to cover it.
        className={isTeamMember(user) ? classes.main : classes.clientMain}
      >
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
      {/* Clients see whom to ask; admins are that support team. */}
      {!isTeamMember(user) && (
        <SupportLine
          companyName={brand?.companyName}
          supportEmail={brand?.supportEmail}
          supportPhone={brand?.supportPhone}
        />
      )}
      {/* Admins are the support team: they answer chats in the Support Center instead. */}
      {!isTeamMember(user) && <SupportChatLauncher user={user} />}
    </>
  );
}
