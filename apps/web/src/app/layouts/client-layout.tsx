import { isAdmin } from '@app/contracts/permissions';
import { Container } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader/page-loader';
import { SupportChatLauncher } from '../../features/support/components/support-chat-launcher';
import { useSessionCheckOnNavigation, useSignedInUser } from '../../lib/session';
import { NavigationHeader } from './navigation-header';

/** Signed-in pages with the common navigation bar. */
export function ClientLayout() {
  const user = useSignedInUser();
  useSessionCheckOnNavigation();
  return (
    <>
      <NavigationHeader user={user} />
      <Container size="xl" component="main" id="main" py={{ base: 'lg', sm: 40 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
      {/* Admins are the support team: they answer chats in the Support Center instead. */}
      {!isAdmin(user) && <SupportChatLauncher user={user} />}
    </>
  );
}
